/** The challenge rule engine (pure). docs/challenge-rules.md explains every rule. */
export { createEvaluation, applyEvent, applyEvents } from './engine.ts';
export { describeObjectives, type Objective } from './objectives.ts';
export { getMetrics, type Metrics } from './metrics.ts';
export { createNewsCalendar, isAffected } from './news-window.ts';
export { tradingDayAt, nextResetAfter, resetInstantOn, type TradingDay } from './day-clock.ts';
export { challengeStatusFor } from './challenge-status.ts';
export { phaseCompletion, isTradingStatus, BLOCKED_STATUSES, type PhaseCompletion } from './progression.ts';
export { calendarDeadline, isFlat, stateAtVerdict } from './verdict.ts';
export { eventTimeRefusal, type EventTimeRefusal } from './event-time.ts';
export { presets, type PresetName } from './presets.ts';
export type * from './types.ts';

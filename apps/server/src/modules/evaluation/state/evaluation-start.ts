import { calendarDeadline, createEvaluation, type EvaluationState } from '../../../domain/evaluation/index.ts';
import type { Queryable } from '../../../db/client.ts';
import type { EvaluatedAccount } from '../../trader-accounts/trader-accounts.service.ts';
import { bucketsOf } from '../charts/chart-buckets.ts';
import type { ChartRepository } from '../charts/chart.repository.ts';
import type { EvaluationsRepository } from './evaluations.repository.ts';

/** A phase starts when its account opens, at the account size (docs/decisions/010-challenge-evaluation.md). */
export const initialState = (account: EvaluatedAccount): EvaluationState =>
  createEvaluation(account.rules, { initialBalance: account.accountSize, startTime: account.createdAt.getTime() });

/**
 * When the account next needs a tick with nothing traded: the next day reset (days roll over, soft pauses
 * end), or just after the calendar deadline (the phase fails at it). None once the verdict is final.
 */
export function nextTickAt(state: EvaluationState): number | null {
  if (state.verdict.status !== 'inProgress') return null;
  const deadline = calendarDeadline(state);
  return deadline === null ? state.day.end : Math.min(state.day.end, Math.max(deadline + 1, state.time));
}

/**
 * `nextTickAt`, held until the replay ends for a stage of an import (docs/challenge-rules.md "Importing a migrated
 * account"). Such a phase starts in the past, so its day resets are all due at once: ticking them before the past
 * deals arrive would carry the account to today, and the deals would then count as late, on today's day, instead
 * of on their own days. A phase the replay passes opens the next stage in the past too, held the same.
 */
export function scheduledTick(account: Pick<EvaluatedAccount, 'replayEndsAt'>, state: EvaluationState): number | null {
  const next = nextTickAt(state);
  if (next === null || !account.replayEndsAt) return next;
  return Math.max(next, account.replayEndsAt.getTime());
}

/** Stores a new account's first state and the chart's starting point, in the transaction that opens it. */
export function createEvaluationStarter(deps: {
  evaluationsRepository: EvaluationsRepository;
  chartRepository: ChartRepository;
}) {
  return async function startEvaluation(tx: Queryable, account: EvaluatedAccount): Promise<void> {
    const state = initialState(account);
    if (await deps.evaluationsRepository.create(tx, account.id, state, scheduledTick(account, state))) {
      const start = { time: state.startTime, balance: state.balance, equity: state.equity };
      await deps.chartRepository.upsert(tx, account.id, bucketsOf([start]));
    }
  };
}
export type EvaluationStarter = ReturnType<typeof createEvaluationStarter>;

import { ChallengeStatus } from '@portal/contract';
import { stateAtVerdict } from '../evaluation/verdict.ts';
import type { EvaluationState } from '../evaluation/types.ts';
import type { PhaseEnd } from './second-chance.ts';

/**
 * How an account's phase ended, and its profit then (equity at the verdict − initial balance − net deposits), from
 * its status and the engine's state. Only an account its own verdict stopped has ended: one still trading or passed,
 * or one the firm blocked (whatever its verdict), has not.
 */
export function phaseEndOf(status: number, state: EvaluationState): { end: PhaseEnd; profitAtEnd: number } {
  const stopped =
    status === ChallengeStatus.DisabledByViolatedOneOfTradingRule || status === ChallengeStatus.BlockedByNewsTrading;
  const verdict = state.verdict;
  if (!stopped || verdict.status !== 'failed') return { end: 'none', profitAtEnd: 0 };
  const then = stateAtVerdict(state);
  return {
    end: verdict.rule === 'maxCalendarDays' ? 'time' : 'breach',
    profitAtEnd: verdict.equity - then.initialBalance - then.netDeposits,
  };
}

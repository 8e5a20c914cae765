import type { Queryable } from '../../../db/client.ts';
import { applyEvent, type EvaluationState } from '../../../domain/evaluation/index.ts';
import { resizeEvaluation } from '../../../domain/evaluation/resize.ts';
import type { TraderAccountsService } from '../../trader-accounts/trader-accounts.service.ts';
import { bucketsOf } from '../charts/chart-buckets.ts';
import type { ChartRepository } from '../charts/chart.repository.ts';
import { scheduledTick } from './evaluation-start.ts';
import type { EvaluationsRepository } from './evaluations.repository.ts';

/**
 * What other modules may read and do of an account's evaluation: its state, and a balance operation the portal
 * itself makes (a paid payout's withdrawal, a scaling step), applied to the rule engine like a
 * bridge's deposit or withdrawal: in the caller's transaction, under the evaluation row lock (taken first, as the
 * ingestion does), so the floors follow it (docs/challenge-rules.md "Deposits and withdrawals"). Kept beside,
 * not inside, the bridge ingestion path.
 */
export function createAccountLedger(deps: {
  evaluationsRepository: EvaluationsRepository;
  chartRepository: ChartRepository;
  traderAccountsService: TraderAccountsService;
}) {
  /** One change of the engine's state under its locks, saved with its chart point and the account's summary. */
  async function change(
    tx: Queryable,
    accountId: string,
    next: (state: EvaluationState) => EvaluationState,
  ): Promise<{ balance: number }> {
    const row = await deps.evaluationsRepository.lock(tx, accountId);
    const account = await deps.traderAccountsService.lock(tx, accountId);
    if (!row) throw new Error(`trader account ${accountId} has no evaluation`);
    const state = next(row.state);
    await deps.evaluationsRepository.save(tx, account.id, state, scheduledTick(account, state));
    await deps.chartRepository.upsert(
      tx,
      account.id,
      bucketsOf([{ time: state.time, balance: state.balance, equity: state.equity }]),
    );
    await deps.traderAccountsService.updateSummary(tx, account.id, state);
    return { balance: state.balance };
  }

  return {
    /** The engine's state of an account (balance, open volume, rules), unlocked; undefined before it started. */
    state: (q: Queryable, accountId: string) => deps.evaluationsRepository.get(q, accountId).then((row) => row?.state),

    /** Locks the account's evaluation row, first of all locks, as the ingestion does. */
    lock: (tx: Queryable, accountId: string) => deps.evaluationsRepository.lock(tx, accountId).then(() => undefined),

    withdraw: (tx: Queryable, accountId: string, amount: number, at: Date): Promise<{ balance: number }> =>
      change(tx, accountId, (state) => applyEvent(state, { type: 'withdrawal', time: at.getTime(), amount })),

    /**
     * A new size for the account (a scaling step, docs/scaling.md): the platform credited the difference; the
     * engine moves every level by it and recomputes the limits from the new size (and a new daily loss %).
     */
    resize: (tx: Queryable, accountId: string, size: number, at: Date, dailyLossPercent: number | null) =>
      change(tx, accountId, (state) =>
        resizeEvaluation(applyEvent(state, { type: 'tick', time: at.getTime() }), size, { dailyLossPercent }),
      ),
  };
}
export type AccountLedger = ReturnType<typeof createAccountLedger>;

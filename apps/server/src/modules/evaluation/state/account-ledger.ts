import type { Queryable } from '../../../db/client.ts';
import { applyEvent } from '../../../domain/evaluation/index.ts';
import type { TraderAccountsService } from '../../trader-accounts/trader-accounts.service.ts';
import { bucketsOf } from '../charts/chart-buckets.ts';
import type { ChartRepository } from '../charts/chart.repository.ts';
import { scheduledTick } from './evaluation-start.ts';
import type { EvaluationsRepository } from './evaluations.repository.ts';

/**
 * What other modules may read and do of an account's evaluation: its state, and a balance operation the portal
 * itself makes (a paid payout's withdrawal), applied to the rule engine like a
 * bridge's deposit or withdrawal: in the caller's transaction, under the evaluation row lock (taken first, as the
 * ingestion does), so the floors follow it (docs/challenge-rules.md "Deposits and withdrawals"). Kept beside,
 * not inside, the bridge ingestion path.
 */
export function createAccountLedger(deps: {
  evaluationsRepository: EvaluationsRepository;
  chartRepository: ChartRepository;
  traderAccountsService: TraderAccountsService;
}) {
  return {
    /** The engine's state of an account (balance, open volume, rules), unlocked; undefined before it started. */
    state: (q: Queryable, accountId: string) => deps.evaluationsRepository.get(q, accountId).then((row) => row?.state),

    /** Locks the account's evaluation row, first of all locks, as the ingestion does. */
    lock: (tx: Queryable, accountId: string) => deps.evaluationsRepository.lock(tx, accountId).then(() => undefined),

    async withdraw(tx: Queryable, accountId: string, amount: number, at: Date): Promise<{ balance: number }> {
      const row = await deps.evaluationsRepository.lock(tx, accountId);
      const account = await deps.traderAccountsService.lock(tx, accountId);
      if (!row) throw new Error(`trader account ${accountId} has no evaluation`);
      const state = applyEvent(row.state, { type: 'withdrawal', time: at.getTime(), amount });
      await deps.evaluationsRepository.save(tx, account.id, state, scheduledTick(account, state));
      await deps.chartRepository.upsert(
        tx,
        account.id,
        bucketsOf([{ time: state.time, balance: state.balance, equity: state.equity }]),
      );
      await deps.traderAccountsService.updateSummary(tx, account.id, state);
      return { balance: state.balance };
    },
  };
}
export type AccountLedger = ReturnType<typeof createAccountLedger>;

import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../../db/client.ts';
import { challengeStatusFor, isTradingStatus, type EvaluationState } from '../../../domain/evaluation/index.ts';
import type { EvaluatedAccount, TraderAccountsService } from '../../trader-accounts/trader-accounts.service.ts';

export type PhasePassedListener = (tx: Queryable, account: EvaluatedAccount, passedAt: Date) => Promise<unknown>;
export type AccountFailedListener = (tx: Queryable, account: EvaluatedAccount, rule: string) => Promise<unknown>;

/**
 * What a verdict does to an account, in the ingestion's transaction (docs/decisions/010-challenge-evaluation.md).
 * Only an account still trading moves: one a firm blocked, or one already completed or failed, keeps its status
 * whatever its numbers do. A broken rule closes the account (14, or 19 for news); a passed phase completes it and
 * opens the next stage. The account row is locked by the caller, so two batches never move it twice.
 */
export function createTransitions(deps: {
  traderAccountsService: TraderAccountsService;
  log: FastifyBaseLogger;
  /** Told of a passed phase in the same transaction (certificates: one insert, nothing rendered there). */
  onPhasePassed?: PhasePassedListener;
  /** Told of a failed account, with the rule that ended it, in the same transaction (notifications: one insert). */
  onAccountFailed?: AccountFailedListener;
}) {
  const accounts = deps.traderAccountsService;
  return {
    async apply(tx: Queryable, account: EvaluatedAccount, state: EvaluationState): Promise<number> {
      const verdict = state.verdict;
      if (!isTradingStatus(account.status) || verdict.status === 'inProgress') return account.status;
      if (verdict.status === 'failed') {
        const status = challengeStatusFor(verdict, { stage: 1, kyc: 'success' });
        await accounts.close(tx, account, status);
        await deps.onAccountFailed?.(tx, account, verdict.rule);
        deps.log.info({ accountId: account.id, rule: verdict.rule, status }, 'challenge account failed');
        return status;
      }
      // A funded stage has no target: it cannot pass.
      if (account.isFunded) return account.status;
      const status = await accounts.completePhase(tx, account, new Date(verdict.time));
      await deps.onPhasePassed?.(tx, account, new Date(verdict.time));
      deps.log.info({ accountId: account.id, stage: account.stage, status }, 'challenge phase passed');
      return status;
    },
  };
}

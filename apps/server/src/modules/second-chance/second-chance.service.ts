import { ResultCode, type SecondChanceOffer } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import type { EvaluationState } from '../../domain/evaluation/index.ts';
import { refuse } from '../../domain/result.ts';
import { phaseEndOf } from '../../domain/second-chance/phase-end.ts';
import { secondChanceFor, type SecondChanceVerdict } from '../../domain/second-chance/second-chance.ts';
import type { EvaluatedAccount, TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import type { LineRow, SecondChanceRepository } from './second-chance.repository.ts';

type Decision = { account: EvaluatedAccount; line: LineRow; verdict: SecondChanceVerdict };

/**
 * A second chance for an ended account (docs/decisions/080-second-chance.md): what it offers, the free retry, and the
 * checks and the fresh account of a paid reset (the orders module sells it). Every decision that opens an account is
 * taken under the line's lock (its first account's row), so two concurrent requests never take more than the limit,
 * and the unique `replaces` index keeps an account from being replaced twice whatever happens.
 */
export function createSecondChanceService(deps: {
  db: Db;
  secondChanceRepository: SecondChanceRepository;
  traderAccountsService: TraderAccountsService;
  evaluationState: (q: Queryable, accountId: string) => Promise<EvaluationState | undefined>;
}) {
  const { db, secondChanceRepository: repo, traderAccountsService: accounts } = deps;

  /** The rule's verdict for the account; `payingOrderId`: the reset order being paid does not count as pending. */
  async function decide(q: Queryable, account: EvaluatedAccount, payingOrderId?: string): Promise<Decision> {
    const line = await repo.line(q, account.id);
    if (!line) throw new Error(`trader account ${account.id} vanished`);
    const state = await deps.evaluationState(q, account.id);
    const end = state ? phaseEndOf(account.status, state) : { end: 'none' as const, profitAtEnd: 0 };
    const verdict = secondChanceFor({
      terms: line.terms,
      ...end,
      isFunded: account.isFunded,
      taken: { retries: line.retries, resets: line.resets },
      replaced: line.replaced_by !== null,
      resetPending: line.pending_order_id !== null && line.pending_order_id !== payingOrderId,
      packagePrice: line.package_price,
      currency: account.currency,
    });
    return { account, line, verdict };
  }

  /** The account locked with its line (the line's first account first), and the rule's verdict under the locks. */
  async function decideLocked(tx: Queryable, accountId: string, payingOrderId?: string): Promise<Decision> {
    const first = await repo.line(tx, accountId);
    if (!first) throw new Error(`trader account ${accountId} vanished`);
    await repo.lockLine(tx, first.root);
    return decide(tx, await accounts.lock(tx, accountId), payingOrderId);
  }

  return {
    async offer(brandId: string, userId: string, accountId: string): Promise<SecondChanceOffer> {
      const owned = await accounts.owned(brandId, userId, accountId);
      const { line, verdict } = await decide(db, owned);
      return {
        accountId: owned.id,
        freeRetry: { ...verdict.freeRetry, used: line.retries, max: line.terms?.freeRetry.maxPerAccount ?? 0 },
        paidReset: {
          ...verdict.paidReset,
          used: line.resets,
          max: line.terms?.paidReset.maxPerAccount ?? 0,
          currency: owned.currency,
          pendingOrderId: line.pending_order_id,
        },
        replaces: line.replaces,
        replacedBy: line.replaced_by,
      };
    },

    /** The free retry: -50 for an account not the trader's, -200 `{ reason }` when it does not apply. */
    async retry(brandId: string, userId: string, accountId: string): Promise<{ accountId: string }> {
      await accounts.owned(brandId, userId, accountId);
      return db.transaction(async (tx) => {
        const { account, line, verdict } = await decideLocked(tx, accountId);
        if (!verdict.freeRetry.available) refuse(ResultCode.RequestIsNotValid, { reason: verdict.freeRetry.reason });
        const id = await accounts.reopen(tx, account, { replaces: account.id, chainRoot: line.root, kind: 'retry' });
        return { accountId: id };
      });
    },

    /**
     * A reset about to be ordered, in the order's transaction: the account (the trader's, -50 otherwise) and its
     * price, or -200 `{ reason }`. The line stays locked until the order is written, so a second request waits and
     * then finds this order pending.
     */
    async resetToOrder(tx: Queryable, brandId: string, userId: string, accountId: string) {
      // Read through the transaction (PGlite's one connection would wait on a read beside it).
      const owned = await accounts.ofBrand(tx, brandId, accountId);
      if (owned.userId !== userId) refuse(ResultCode.NotAuthorized);
      const { account, verdict } = await decideLocked(tx, owned.id);
      const { available, reason, price } = verdict.paidReset;
      if (!available || price === null) return refuse(ResultCode.RequestIsNotValid, { reason });
      return { account, price };
    },

    /**
     * A paid reset order's fresh account, in the payment's transaction; undefined when the reset no longer applies
     * (the account replaced meanwhile, or the limit used by an order paid again after a cancellation): the payment
     * is then refunded (the payment's event is applied once, so a repeat never gets here).
     */
    async openPaidReset(tx: Queryable, order: { id: string; resetAccountId: string }): Promise<string | undefined> {
      const { account, line, verdict } = await decideLocked(tx, order.resetAccountId, order.id);
      if (!verdict.paidReset.available) return undefined;
      return accounts.reopen(tx, account, { replaces: account.id, chainRoot: line.root, kind: 'reset' });
    },
  };
}
export type SecondChanceService = ReturnType<typeof createSecondChanceService>;

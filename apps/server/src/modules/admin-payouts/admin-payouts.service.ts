import {
  PayoutStatus,
  ResultCode,
  type AdminPayoutsFilters,
  type AdminPayoutsQuery,
  type PayoutStatusValue,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import { refuse } from '../../domain/result.ts';
import type { TradingPlatformAdapter } from '../../integrations/trading-platform/trading-platform.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { AccountLedger } from '../evaluation/state/account-ledger.ts';
import { assertInScope, type AdminCaller, pageInScope } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { ListExport } from '../admin-operators/list-export.ts';
import type { PayoutMailer } from '../payouts/payout-mails.ts';
import type { PayoutSummaries } from '../payouts/payout-summary.ts';
import { toPayout } from '../payouts/payout-view.ts';
import type { AdminPayoutListRow, PayoutsRepository } from '../payouts/payouts.repository.ts';
import type { PaidPayout } from '../payouts/paid-payout.ts';
import { riskCasesOfAccount } from '../payouts/risk-hold.ts';
import { PAYOUT_COLUMNS } from './payouts-export.ts';
export type { PaidPayout };

/** The statuses a payout waits in (Requested, Approved): the ones a confirmed risk case rejects. */
export const PENDING = [PayoutStatus.Requested, PayoutStatus.Approved] as const;

const rowView = (r: AdminPayoutListRow) => ({
  ...toPayout(r),
  brandId: r.brand_id,
  traderId: r.user_id,
  traderEmail: r.email,
});

/**
 * The console's payout queue (docs/decisions/018-payouts.md): reads and decisions within the caller's brands,
 * each decision audited in its transaction and mailed to the trader. Paid → the platform withdrawal and the
 * engine's, in that same transaction; `onPaid` runs after the commit and never undoes the payout.
 */
export function createAdminPayoutsService(deps: {
  db: Db;
  payoutsRepository: PayoutsRepository;
  summaries: PayoutSummaries;
  ledger: AccountLedger;
  platform: Pick<TradingPlatformAdapter, 'withdraw'>;
  brandsService: Pick<BrandsService, 'byId'>;
  details: SecretBox;
  mailer: PayoutMailer;
  audit: Audit;
  clock: Clock;
  log: FastifyBaseLogger;
  onPaid?: (payout: PaidPayout) => Promise<void>;
  listExport: ListExport;
}) {
  const { db, payoutsRepository: repo } = deps;

  async function reach(caller: AdminCaller, id: string, q: Queryable = db, lock = false) {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.get(q, id, lock) : undefined;
    assertInScope(caller, row?.brand_id);
    return row!;
  }

  /**
   * The request's whole checklist again, under the decision's locks, as if the request were not there: a block, a
   * breach, an open position, a changed bound or a profit lost since the request refuses the decision with the
   * first red item's code (-60 for a blocked or failed account), and the checklist says which. Green, it also
   * means the closed profit still covers what the payout takes off (its amount is within the withdrawable).
   */
  async function assertEligible(q: Queryable, row: AdminPayoutListRow) {
    const account = (await repo.account(q, row.account_id))!;
    const now = await deps.summaries.summarise(q, account, { amount: row.amount, excludePayoutId: row.id });
    if (now.result !== ResultCode.Ok) refuse(now.result as never, { checklist: now.checklist });
    return account;
  }

  /**
   * A decision on a payout in the caller's transaction: the locks, the status check, `work`, the move, its audit
   * entry and the trader's e-mail (sent once the transaction commits). `brand` is read before the transaction:
   * it comes through its own connection (PGlite has one).
   */
  async function decideIn(
    tx: Queryable,
    caller: AdminCaller,
    id: string,
    brand: BrandRow,
    from: readonly PayoutStatusValue[],
    to: PayoutStatusValue,
    work: (tx: Queryable, row: AdminPayoutListRow) => Promise<Record<string, unknown>>,
  ) {
    const first = await reach(caller, id, tx);
    // Lock order as the ingestion's (evaluation, account), then the payout, so the two never deadlock.
    await deps.ledger.lock(tx, first.account_id);
    await tx.query('select id from trader_accounts where id = $1 for update', [first.account_id]);
    const row = await reach(caller, id, tx, true);
    if (!from.includes(row.status)) refuse(ResultCode.RequestIsNotValid, { reason: 'status', status: row.status });
    const fields = await work(tx, row);
    const moved = await repo.transition(tx, id, from, to, { ...fields, decided_by: caller.email });
    if (!moved) refuse(ResultCode.RequestIsNotValid, { reason: 'status' });
    await deps.audit.record(tx, caller, {
      action: `payouts.${to === PayoutStatus.Approved ? 'approved' : to === PayoutStatus.Paid ? 'paid' : 'rejected'}`,
      targetType: 'payout',
      targetId: id,
      brandId: row.brand_id,
      before: { status: row.status },
      after: { status: to, ...fields },
    });
    const after = (await repo.get(tx, id))!;
    await deps.mailer.queue(tx, brand, await repo.user(tx, row.user_id), after, after.rejection_reason);
    return after;
  }

  async function decide(
    caller: AdminCaller,
    id: string,
    from: readonly PayoutStatusValue[],
    to: PayoutStatusValue,
    work: (tx: Queryable, row: AdminPayoutListRow) => Promise<Record<string, unknown>>,
  ) {
    const first = await reach(caller, id);
    const brand = await deps.brandsService.byId(first.brand_id);
    const result = await db.transaction((tx) => decideIn(tx, caller, id, brand, from, to, work));
    deps.mailer.kick();
    return result;
  }

  /**
   * A risk case holding the account (docs/risk.md) refuses approving and paying with -60, naming the cases, until
   * an analyst decides them: the firm does not pay what it may yet find to be abuse.
   */
  async function assertNotHeld(q: Queryable, row: AdminPayoutListRow) {
    const holding = (await riskCasesOfAccount(q, row.account_id)).filter((c) => c.holdsPayouts);
    if (holding.length > 0) refuse(ResultCode.PayoutIsBlocked, { reason: 'riskCase', riskCases: holding });
  }

  const rejected = (reason: string) => async () => ({ rejected_at: deps.clock.now(), rejection_reason: reason });

  return {
    list(caller: AdminCaller, f: AdminPayoutsQuery) {
      return pageInScope(caller, f.brandId, (scope) => repo.adminPage(db, scope, f, deps.clock.now()), rowView);
    },

    /** Every payout the queue's filters keep as CSV, the queue's rows exactly (audited once written). */
    exportCsv(caller: AdminCaller, f: AdminPayoutsFilters) {
      const now = deps.clock.now();
      return deps.listExport(caller, 'payouts', f, PAYOUT_COLUMNS, async function* (scope) {
        for await (const rows of repo.adminBatches(db, scope, f, now)) yield rows.map(rowView);
      });
    },

    async get(caller: AdminCaller, id: string) {
      const row = await reach(caller, id);
      const account = await repo.account(db, row.account_id);
      const pending = row.status === PayoutStatus.Requested || row.status === PayoutStatus.Approved;
      return {
        ...rowView(row),
        traderName: [row.first_name, row.last_name].filter(Boolean).join(' '),
        details: JSON.parse(deps.details.open(row.details_sealed)) as Record<string, string>,
        requestChecklist: row.request_checklist,
        // The account now, as if this request were not there: what approving it would rest on.
        eligibility:
          account && pending
            ? await deps.summaries.summarise(db, account, { amount: row.amount, excludePayoutId: row.id })
            : null,
        decidedBy: row.decided_by,
        riskCases: await riskCasesOfAccount(db, row.account_id),
      };
    },

    approve: (caller: AdminCaller, id: string) =>
      decide(caller, id, [PayoutStatus.Requested], PayoutStatus.Approved, async (tx, row) => {
        await assertNotHeld(tx, row);
        await assertEligible(tx, row);
        return { approved_at: deps.clock.now() };
      }).then(rowView),

    reject: (caller: AdminCaller, id: string, reason: string) =>
      decide(caller, id, [PayoutStatus.Requested, PayoutStatus.Approved], PayoutStatus.Rejected, rejected(reason)).then(
        rowView,
      ),

    /**
     * The rejection of a pending payout inside another decision's transaction (a confirmed risk case): the same
     * locks, audit entry and e-mail as `reject`, the e-mail sent once that transaction commits.
     */
    async rejectIn(tx: Queryable, caller: AdminCaller, id: string, brand: BrandRow, reason: string) {
      const after = await decideIn(tx, caller, id, brand, PENDING, PayoutStatus.Rejected, rejected(reason));
      tx.afterCommit?.(() => deps.mailer.kick());
      return after;
    },

    async markPaid(caller: AdminCaller, id: string, transactionReference: string) {
      const now = deps.clock.now();
      const paid = await decide(caller, id, [PayoutStatus.Approved], PayoutStatus.Paid, async (tx, row) => {
        await assertNotHeld(tx, row);
        const account = await assertEligible(tx, row);
        await deps.platform.withdraw(tx, account.login, row.gross_profit, `payout:${row.id}`);
        await deps.ledger.withdraw(tx, row.account_id, row.gross_profit, now);
        return { paid_at: now, transaction_reference: transactionReference, withdrawal_applied_at: now };
      });
      if (deps.onPaid) {
        try {
          await deps.onPaid({
            id: paid.id,
            accountId: paid.account_id,
            traderId: paid.user_id,
            brandId: paid.brand_id,
            amount: paid.amount,
            currency: paid.currency,
            paidAt: paid.paid_at!,
          });
        } catch (err) {
          deps.log.error({ err, payoutId: paid.id }, 'after-paid hook failed; the payout stays paid');
        }
      }
      return rowView(paid);
    },
  };
}
export type AdminPayoutsService = ReturnType<typeof createAdminPayoutsService>;

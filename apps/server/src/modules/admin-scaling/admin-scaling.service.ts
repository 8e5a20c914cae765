import type { AdminScalingReviewRow, AdminScalingReviewsQuery } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertInScope, pageInScope, type AdminCaller } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import { reviewView, type ScalingService } from '../scaling/scaling.service.ts';
import type { AdminScalingRepository, AdminScalingReviewListRow } from './admin-scaling.repository.ts';

const adminView = (r: AdminScalingReviewListRow): AdminScalingReviewRow => ({
  ...reviewView(r),
  brandId: r.brand_id,
  traderId: r.user_id,
  traderEmail: r.email,
  traderAccountId: r.account_id,
  login: r.login,
  packageName: r.package_name,
  currency: r.currency,
  createdAt: r.created_at.toISOString(),
});

/**
 * The console's scaling reviews (docs/scaling.md): the queue in the caller's brands, and the firm's decision on a
 * pending review — the growth itself and the trader's notice are the scaling area's, taken in this transaction.
 */
export function createAdminScalingService(deps: {
  db: Db;
  audit: Audit;
  adminScalingRepository: AdminScalingRepository;
  scalingService: Pick<ScalingService, 'lockAccount' | 'applyIn' | 'refuseIn'>;
}) {
  const { db, adminScalingRepository: repo, scalingService: scaling } = deps;

  /** The review, if the caller may reach it (else 403/-50). */
  async function reach(caller: AdminCaller, id: string, q: Queryable = db, lock = false) {
    const row = isUuid(id) ? await repo.get(q, id, lock) : undefined;
    assertInScope(caller, row?.brand_id);
    return row!;
  }

  return {
    list: (caller: AdminCaller, f: AdminScalingReviewsQuery) =>
      pageInScope(caller, f.brandId, (scope) => repo.page(db, scope, f), adminView),

    async apply(caller: AdminCaller, id: string): Promise<AdminScalingReviewRow> {
      const first = await reach(caller, id);
      await db.transaction(async (tx) => {
        await scaling.lockAccount(tx, first.account_id);
        await scaling.applyIn(tx, caller, caller.email, await reach(caller, id, tx, true));
      });
      return adminView((await repo.get(db, id))!);
    },

    async refuse(caller: AdminCaller, id: string, reason: string): Promise<AdminScalingReviewRow> {
      await reach(caller, id);
      await db.transaction(async (tx) => {
        const row = await reach(caller, id, tx, true);
        await scaling.refuseIn(tx, caller.email, row, reason);
        await deps.audit.record(tx, caller, {
          action: 'scaling.refused',
          targetType: 'trader_account',
          targetId: row.account_id,
          brandId: row.brand_id,
          before: { reviewId: id, decision: row.decision },
          after: { reviewId: id, decision: 'refused', reason },
        });
      });
      return adminView((await repo.get(db, id))!);
    },
  };
}
export type AdminScalingService = ReturnType<typeof createAdminScalingService>;

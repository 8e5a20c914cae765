import type { AdminScalingReviewsQuery } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { keysetPage } from '../../db/keyset.ts';
import { sqlFilter } from '../../db/sql-filter.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import type { ScalingReviewRow } from '../scaling/scaling.repository.ts';

/** A review as the console lists it: with the account's trader, login, package and currency. */
export type AdminScalingReviewListRow = ScalingReviewRow & {
  user_id: string;
  email: string;
  login: string;
  package_name: string;
  currency: string;
};

const REVIEW_COLUMNS = `r.*, ta.user_id, u.email, ta.login, ta.package_name, ta.currency`;
const REVIEW_FROM = `from scaling_reviews r join trader_accounts ta on ta.id = r.account_id join users u on u.id = ta.user_id`;

/** The console's reads of scaling_reviews (the reviews themselves are written by the scaling area). */
export function createAdminScalingRepository() {
  return {
    async get(q: Queryable, id: string, forUpdate = false): Promise<AdminScalingReviewListRow | undefined> {
      const rows = await q.query<AdminScalingReviewListRow>(
        `select ${REVIEW_COLUMNS} ${REVIEW_FROM} where r.id = $1 ${forUpdate ? 'for update of r' : ''}`,
        [id],
      );
      return rows[0];
    },

    page(q: Queryable, scope: BrandScope, f: AdminScalingReviewsQuery) {
      const filter = sqlFilter();
      filter.scope('r.brand_id', scope, f.brandId);
      filter.add('r.decision = ?', f.decision ?? 'pending');
      // A queue: the longest waiting first.
      const list = {
        select: REVIEW_COLUMNS,
        from: REVIEW_FROM,
        // The joins add the trader's columns and never drop a review (both keys are non-null foreign keys): counted
        // over them, the planner hashes every account and trader to count a few thousand reviews.
        countFrom: 'from scaling_reviews r',
        key: 'r.created_at',
        id: 'r.id',
        idType: 'uuid',
        order: f.order ?? 'asc',
      } as const;
      return keysetPage<AdminScalingReviewListRow>(q, list, filter, f);
    },
  };
}
export type AdminScalingRepository = ReturnType<typeof createAdminScalingRepository>;

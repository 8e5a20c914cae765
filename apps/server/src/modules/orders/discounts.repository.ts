import type { Queryable } from '../../db/client.ts';
import type { DiscountCodeState } from '../../domain/orders/discount-check.ts';
import type { DiscountCodeColumns } from './discount-code-columns.ts';

export type DiscountRow = DiscountCodeState & { id: string; code: string; value: number };

const toRow = (r: DiscountCodeColumns): DiscountRow => ({
  id: r.id,
  code: r.code,
  kind: r.kind,
  value: r.value,
  currency: r.currency,
  expiresAt: r.expires_at,
  usageLimit: r.usage_limit,
  usedCount: r.used_count,
  packageIds: r.package_ids,
  isActive: r.is_active,
});

/** Discount codes of a brand, and their use count, which never passes the limit. */
export function createDiscountsRepository() {
  return {
    async find(q: Queryable, brandId: string, code: string): Promise<DiscountRow | undefined> {
      const rows = await q.query<DiscountCodeColumns>(
        `select id, code, kind, value, currency, expires_at, usage_limit, used_count, package_ids::text[] as package_ids, is_active
           from discount_codes where brand_id = $1 and code = $2`,
        [brandId, code],
      );
      return rows[0] && toRow(rows[0]);
    },
    /**
     * Takes one use if any is left. The condition is checked again after waiting for a concurrent writer's
     * row lock, so parallel orders can never take more uses than the limit.
     */
    async takeUse(q: Queryable, id: string): Promise<boolean> {
      const rows = await q.query(
        `update discount_codes set used_count = used_count + 1
          where id = $1 and (usage_limit is null or used_count < usage_limit) returning id`,
        [id],
      );
      return rows.length === 1;
    },
    async giveBackUse(q: Queryable, id: string): Promise<void> {
      await q.query('update discount_codes set used_count = used_count - 1 where id = $1 and used_count > 0', [id]);
    },
  };
}
export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;

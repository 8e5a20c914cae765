import type { Queryable } from '../../db/client.ts';
import type { DiscountCodeColumns } from '../orders/discount-code-columns.ts';

export type AdminDiscountRow = DiscountCodeColumns & { brand_id: string; created_at: Date };

export type DiscountTerms = {
  kind: 'percent' | 'fixed';
  value: number;
  currency: string | null;
  expiresAt: string | null;
  usageLimit: number | null;
  packageIds: string[] | null;
};

export type DiscountOrderRow = {
  id: string;
  number: string;
  status: number;
  package_id: string;
  price: number;
  discount: number;
  total: number;
  currency: string;
  discount_use_held: boolean;
  created_at: Date;
};

const SELECT = `select id, brand_id, code, kind, value, currency, expires_at, usage_limit, used_count,
       package_ids::text[] as package_ids, is_active, created_at from discount_codes`;
const paging = (p: { page: number; pageSize: number }) => `limit ${p.pageSize} offset ${(p.page - 1) * p.pageSize}`;

/**
 * The back office's queries of discount codes (discount_codes, migration 0004). The trader-side use count is
 * taken and given back by the orders module only; here the terms change, never `used_count`.
 */
export function createDiscountCodesAdminRepository() {
  return {
    async page(q: Queryable, brandId: string, p: { page: number; pageSize: number }) {
      const [count] = await q.query<{ n: number }>(
        'select count(*)::int as n from discount_codes where brand_id = $1',
        [brandId],
      );
      // Runs on the (brand_id, code) unique index.
      const rows = await q.query<AdminDiscountRow>(`${SELECT} where brand_id = $1 order by code ${paging(p)}`, [
        brandId,
      ]);
      return { rows, totalCount: count!.n };
    },
    async byId(q: Queryable, id: string, forUpdate = false): Promise<AdminDiscountRow | undefined> {
      const rows = await q.query<AdminDiscountRow>(`${SELECT} where id = $1 ${forUpdate ? 'for update' : ''}`, [id]);
      return rows[0];
    },
    async codeTaken(q: Queryable, brandId: string, code: string): Promise<boolean> {
      return (
        (await q.query('select 1 from discount_codes where brand_id = $1 and code = $2', [brandId, code])).length > 0
      );
    },
    /** How many of `ids` are packages of the brand (a code applies to its own brand's packages only). */
    async countBrandPackages(q: Queryable, brandId: string, ids: string[]): Promise<number> {
      const [row] = await q.query<{ n: number }>(
        'select count(*)::int as n from trading_packages where brand_id = $1 and id = any($2::uuid[])',
        [brandId, ids],
      );
      return row!.n;
    },
    async insert(q: Queryable, brandId: string, code: string, t: DiscountTerms): Promise<string> {
      const [row] = await q.query<{ id: string }>(
        `insert into discount_codes (brand_id, code, kind, value, currency, expires_at, usage_limit, package_ids)
         values ($1, $2, $3, $4, $5, $6, $7, $8::uuid[]) returning id`,
        [brandId, code, t.kind, t.value, t.currency, t.expiresAt, t.usageLimit, t.packageIds],
      );
      return row!.id;
    },
    async update(q: Queryable, id: string, t: DiscountTerms): Promise<void> {
      await q.query(
        `update discount_codes set kind = $2, value = $3, currency = $4, expires_at = $5, usage_limit = $6,
                package_ids = $7::uuid[] where id = $1`,
        [id, t.kind, t.value, t.currency, t.expiresAt, t.usageLimit, t.packageIds],
      );
    },
    async deactivate(q: Queryable, id: string): Promise<void> {
      await q.query('update discount_codes set is_active = false where id = $1', [id]);
    },
    /** The orders that used the code, newest first (index orders_discount_code_id, migration 0018). */
    async orders(q: Queryable, id: string, p: { page: number; pageSize: number }) {
      const [count] = await q.query<{ n: number }>(
        'select count(*)::int as n from orders where discount_code_id = $1',
        [id],
      );
      const rows = await q.query<DiscountOrderRow>(
        `select id, number, status, package_id, price, discount, total, currency, discount_use_held, created_at
           from orders where discount_code_id = $1 order by created_at desc, id desc ${paging(p)}`,
        [id],
      );
      return { rows, totalCount: count!.n };
    },
  };
}
export type DiscountCodesAdminRepository = ReturnType<typeof createDiscountCodesAdminRepository>;

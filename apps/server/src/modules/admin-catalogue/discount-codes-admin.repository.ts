import type { Queryable } from '../../db/client.ts';
import { keysetPage } from '../../db/keyset.ts';
import { sqlFilter } from '../../db/sql-filter.ts';
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

const COLUMNS = `id, brand_id, code, kind, value, currency, expires_at, usage_limit, used_count,
       package_ids::text[] as package_ids, is_active, created_at`;
const SELECT = `select ${COLUMNS} from discount_codes`;
type Position = { cursor?: string | undefined; pageSize: number };

/**
 * The back office's queries of discount codes (discount_codes, migration 0004). The trader-side use count is
 * taken and given back by the orders module only; here the terms change, never `used_count`.
 */
export function createDiscountCodesAdminRepository() {
  return {
    /** A brand's codes newest first, a page at a position: one range of `discount_codes_brand_newest`. */
    async page(q: Queryable, brandId: string, p: Position) {
      const w = sqlFilter();
      w.add('brand_id = ?::uuid', brandId);
      const list = {
        select: COLUMNS,
        from: 'from discount_codes',
        key: 'created_at',
        id: 'id',
        idType: 'uuid',
      } as const;
      return keysetPage<AdminDiscountRow>(q, list, w, p);
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
    /** The orders that used the code, newest first, a page at a position (index orders_discount_code_id). */
    async orders(q: Queryable, id: string, p: Position) {
      const w = sqlFilter();
      w.add('discount_code_id = ?::uuid', id);
      const list = {
        select: 'id, number, status, package_id, price, discount, total, currency, discount_use_held, created_at',
        from: 'from orders',
        key: 'created_at',
        id: 'id',
        idType: 'uuid',
      } as const;
      return keysetPage<DiscountOrderRow>(q, list, w, p);
    },
  };
}
export type DiscountCodesAdminRepository = ReturnType<typeof createDiscountCodesAdminRepository>;

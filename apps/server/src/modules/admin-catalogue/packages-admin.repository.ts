import type { Queryable } from '../../db/client.ts';
import type { PackageTerms } from '../packages/package-row.ts';

/** The columns a create or an update writes (rules as jsonb). */
export type PackageValues = PackageTerms & { sort_order: number };

/** A package as the back office sees it: hidden ones too, with their order and visibility. */
export type AdminPackageRow = PackageValues & {
  id: string;
  brand_id: string;
  code: string;
  platform_name: string;
  platform_type: 0 | 1 | 2 | 3;
  is_active: boolean;
  created_at: Date;
};

const SELECT = `select p.id, p.brand_id, p.code, p.name, p.account_size, p.currency, p.price, p.platform_id,
       t.name as platform_name, t.type as platform_type, p.trader_package_type, p.group_name, p.phases, p.funded_rules, p.scaling_plan,
       p.profit_split_percent, p.leverage, p.refundable_fee, p.is_popular, p.sort_order, p.is_active, p.created_at,
       p.second_chance
  from trading_packages p join trading_platforms t on t.id = p.platform_id`;

const COLUMNS = [
  'name',
  'account_size',
  'currency',
  'price',
  'platform_id',
  'trader_package_type',
  'group_name',
  'phases',
  'funded_rules',
  'scaling_plan',
  'profit_split_percent',
  'leverage',
  'refundable_fee',
  'is_popular',
  'sort_order',
  'second_chance',
] as const;
const JSON_COLUMNS = new Set<string>(['phases', 'funded_rules', 'scaling_plan', 'second_chance']);
// A package without a plan stores SQL null, not a JSON null.
const valuesOf = (v: PackageValues) =>
  COLUMNS.map((c) => (JSON_COLUMNS.has(c) && v[c] !== null ? JSON.stringify(v[c]) : v[c]));

/** The catalogue's admin queries (trading_packages, migration 0004): every package of a brand, hidden or not. */
export function createPackagesAdminRepository() {
  return {
    async page(q: Queryable, brandId: string, o: { includeHidden: boolean; page: number; pageSize: number }) {
      // (brand_id, code) is unique, so this filter runs on that index; a brand has tens of packages.
      const filter = `where p.brand_id = $1 ${o.includeHidden ? '' : 'and p.is_active'}`;
      const [count] = await q.query<{ n: number }>(`select count(*)::int as n from trading_packages p ${filter}`, [
        brandId,
      ]);
      const rows = await q.query<AdminPackageRow>(
        `${SELECT} ${filter} order by p.sort_order, p.account_size, p.id limit ${o.pageSize} offset ${(o.page - 1) * o.pageSize}`,
        [brandId],
      );
      return { rows, totalCount: count!.n };
    },
    /** One package, locked for a change when `forUpdate`. */
    async byId(q: Queryable, id: string, forUpdate = false): Promise<AdminPackageRow | undefined> {
      const rows = await q.query<AdminPackageRow>(`${SELECT} where p.id = $1 ${forUpdate ? 'for update of p' : ''}`, [
        id,
      ]);
      return rows[0];
    },
    async codeTaken(q: Queryable, brandId: string, code: string): Promise<boolean> {
      const rows = await q.query('select 1 from trading_packages where brand_id = $1 and code = $2', [brandId, code]);
      return rows.length > 0;
    },
    async platformExists(q: Queryable, id: string): Promise<boolean> {
      return (await q.query('select 1 from trading_platforms where id = $1', [id])).length > 0;
    },
    async insert(q: Queryable, brandId: string, code: string, v: PackageValues, visible: boolean): Promise<string> {
      const [row] = await q.query<{ id: string }>(
        `insert into trading_packages (brand_id, code, is_active, ${COLUMNS.join(', ')})
         values ($1, $2, $3, ${COLUMNS.map((_, i) => `$${i + 4}`).join(', ')}) returning id`,
        [brandId, code, visible, ...valuesOf(v)],
      );
      return row!.id;
    },
    async update(q: Queryable, id: string, v: PackageValues): Promise<void> {
      await q.query(
        `update trading_packages set ${COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`,
        [id, ...valuesOf(v)],
      );
    },
    async setVisible(q: Queryable, id: string, visible: boolean): Promise<void> {
      await q.query('update trading_packages set is_active = $2 where id = $1', [id, visible]);
    },
  };
}
export type PackagesAdminRepository = ReturnType<typeof createPackagesAdminRepository>;

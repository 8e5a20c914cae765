import type { Queryable } from '../../db/client.ts';
import type { PackageRow, PlatformRow } from './package-row.ts';

const select = `select p.id, p.code, p.name, p.account_size, p.currency, p.price, p.platform_id, t.name as platform_name,
       t.type as platform_type, t.server_name as platform_server, t.demo_mode_note, p.trader_package_type, p.group_name,
       p.phases, p.funded_rules, p.scaling_plan, p.profit_split_percent, p.leverage, p.refundable_fee, p.is_popular, p.second_chance
  from trading_packages p join trading_platforms t on t.id = p.platform_id`;

/** The brand's catalogue of challenge packages and the platforms they trade on. */
export function createPackagesRepository() {
  return {
    list(q: Queryable, brandId: string): Promise<PackageRow[]> {
      return q.query<PackageRow>(
        `${select} where p.brand_id = $1 and p.is_active order by p.sort_order, p.account_size`,
        [brandId],
      );
    },
    async get(q: Queryable, brandId: string, id: string): Promise<PackageRow | undefined> {
      const rows = await q.query<PackageRow>(`${select} where p.brand_id = $1 and p.id = $2 and p.is_active`, [
        brandId,
        id,
      ]);
      return rows[0];
    },
    /** The platforms of the brand's packages, active or not (a trader may hold an account on a retired one). */
    platforms(q: Queryable, brandId: string): Promise<PlatformRow[]> {
      return q.query<PlatformRow>(
        `select id, name, type, adapter, server_name, demo_mode_note, links from trading_platforms
          where id in (select platform_id from trading_packages where brand_id = $1) order by name`,
        [brandId],
      );
    },
  };
}
export type PackagesRepository = ReturnType<typeof createPackagesRepository>;

import type { Queryable } from '../../db/client.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import { brandValueParams, type BrandAsset, type BrandRow, type BrandValues } from '../brands/brand.ts';

export type BrandAdminRow = BrandRow & { hosts: string[] };

const COLUMNS = `b.id, b.code, b.name, b.settings, b.languages, b.default_language, b.disabled_countries, b.public_url,
  (select min(x.host) from brand_hosts x where x.brand_id = b.id) as first_host,
  coalesce((select array_agg(x.host order by x.host) from brand_hosts x where x.brand_id = b.id), '{}') as hosts`;

/** The back office's queries of brands, their hosts and uploaded assets (migrations 0001, 0008, 0018). */
export function createBrandsAdminRepository() {
  return {
    /** The brands in the scope, by code (a firm has a handful). */
    list(q: Queryable, scope: BrandScope): Promise<BrandAdminRow[]> {
      return scope.all
        ? q.query<BrandAdminRow>(`select ${COLUMNS} from brands b order by b.code`)
        : q.query<BrandAdminRow>(`select ${COLUMNS} from brands b where b.id = any($1::uuid[]) order by b.code`, [
            scope.brandIds,
          ]);
    },
    async byId(q: Queryable, id: string, forUpdate = false): Promise<BrandAdminRow | undefined> {
      const rows = await q.query<BrandAdminRow>(
        `select ${COLUMNS} from brands b where b.id = $1 ${forUpdate ? 'for update of b' : ''}`,
        [id],
      );
      return rows[0];
    },
    async update(q: Queryable, id: string, v: BrandValues): Promise<void> {
      await q.query(
        `update brands set name = $2, settings = $3, languages = $4, default_language = $5, disabled_countries = $6,
                public_url = $7 where id = $1`,
        [id, ...brandValueParams(v)],
      );
    },
    /** The brand a host selects, if any. */
    async hostOwner(q: Queryable, host: string): Promise<string | undefined> {
      const [row] = await q.query<{ brand_id: string }>('select brand_id from brand_hosts where host = $1', [host]);
      return row?.brand_id;
    },
    /** Adds the host unless some brand has it already (the primary key keeps a host to one brand). */
    async addHost(q: Queryable, brandId: string, host: string): Promise<boolean> {
      const rows = await q.query(
        'insert into brand_hosts (host, brand_id) values ($1, $2) on conflict (host) do nothing returning host',
        [host, brandId],
      );
      return rows.length === 1;
    },
    async removeHost(q: Queryable, brandId: string, host: string): Promise<boolean> {
      const rows = await q.query('delete from brand_hosts where host = $1 and brand_id = $2 returning host', [
        host,
        brandId,
      ]);
      return rows.length === 1;
    },
    async putAsset(q: Queryable, brandId: string, kind: string, a: BrandAsset): Promise<void> {
      await q.query(
        `insert into brand_assets (brand_id, kind, content_type, bytes, sha256, updated_at)
         values ($1, $2, $3, $4, $5, now())
         on conflict (brand_id, kind) do update
            set content_type = excluded.content_type, bytes = excluded.bytes, sha256 = excluded.sha256,
                updated_at = now()`,
        [brandId, kind, a.contentType, a.bytes, a.sha256],
      );
    },
  };
}
export type BrandsAdminRepository = ReturnType<typeof createBrandsAdminRepository>;

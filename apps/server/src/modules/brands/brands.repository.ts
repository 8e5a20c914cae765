import type { Queryable } from '../../db/client.ts';
import { brandValueParams, type BrandAsset, type BrandRow, type BrandSeed } from './brand.ts';

const COLUMNS = `b.id, b.code, b.name, b.settings, b.languages, b.default_language, b.disabled_countries, b.public_url,
  (select min(x.host) from brand_hosts x where x.brand_id = b.id) as first_host`;

export function createBrandsRepository() {
  return {
    async findByHost(q: Queryable, host: string): Promise<BrandRow | undefined> {
      const rows = await q.query<BrandRow>(
        `select ${COLUMNS} from brand_hosts h join brands b on b.id = h.brand_id where h.host = $1`,
        [host],
      );
      return rows[0];
    },
    async findById(q: Queryable, id: string): Promise<BrandRow | undefined> {
      const rows = await q.query<BrandRow>(`select ${COLUMNS} from brands b where b.id = $1`, [id]);
      return rows[0];
    },
    /** Every brand (a firm has a handful): start-up checks look at all of them. */
    async all(q: Queryable): Promise<BrandRow[]> {
      return q.query<BrandRow>(
        `select id, code, name, settings, languages, default_language, disabled_countries from brands order by code`,
      );
    },
    /** A brand's uploaded logo or favicon (migration 0018). */
    async asset(q: Queryable, brandId: string, kind: string): Promise<BrandAsset | undefined> {
      const [row] = await q.query<{ content_type: string; bytes: Uint8Array; sha256: string }>(
        'select content_type, bytes, sha256 from brand_assets where brand_id = $1 and kind = $2',
        [brandId, kind],
      );
      return row && { contentType: row.content_type, bytes: Buffer.from(row.bytes), sha256: row.sha256 };
    },
    /** Moves the change counter, inside the transaction of the change. */
    async recordChange(q: Queryable): Promise<void> {
      await q.query('update brand_changes set version = version + 1 where id = 1');
    },
    /** Adds a brand and its hosts when absent; a firm's later edits of an existing brand are kept. */
    async ensure(q: Queryable, seed: BrandSeed): Promise<string> {
      await q.query(
        `insert into brands (code, name, settings, languages, default_language, disabled_countries, public_url)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (code) do nothing`,
        [seed.code, ...brandValueParams(seed)],
      );
      const [row] = await q.query<{ id: string }>('select id from brands where code = $1', [seed.code]);
      const id = row!.id;
      for (const host of seed.hosts) {
        await q.query('insert into brand_hosts (host, brand_id) values ($1, $2) on conflict (host) do nothing', [
          host,
          id,
        ]);
      }
      return id;
    },
  };
}
export type BrandsRepository = ReturnType<typeof createBrandsRepository>;

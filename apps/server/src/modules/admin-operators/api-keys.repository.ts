import type { Queryable } from '../../db/client.ts';

export type ApiKeyRow = {
  id: string;
  name: string;
  prefix: string;
  brand_ids: string[] | null;
  actions: string[];
  created_by: string | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
};

const COLUMNS = 'id, name, prefix, brand_ids, actions, created_by, created_at, last_used_at, revoked_at';

/** API keys, found by the SHA-256 of the key (the key itself is never stored). */
export function createApiKeysRepository() {
  return {
    async insert(
      q: Queryable,
      k: {
        name: string;
        keyHash: string;
        prefix: string;
        brandIds: readonly string[] | null;
        actions: readonly string[];
        createdBy: string | null;
        now: Date;
      },
    ): Promise<ApiKeyRow> {
      const [row] = await q.query<ApiKeyRow>(
        `insert into api_keys (name, key_hash, prefix, brand_ids, actions, created_by, created_at)
         values ($1, $2, $3, $4::uuid[], $5::text[], $6, $7) returning ${COLUMNS}`,
        [k.name, k.keyHash, k.prefix, k.brandIds, k.actions, k.createdBy, k.now],
      );
      return row!;
    },
    async findByHash(q: Queryable, keyHash: string): Promise<ApiKeyRow | undefined> {
      const rows = await q.query<ApiKeyRow>(`select ${COLUMNS} from api_keys where key_hash = $1`, [keyHash]);
      return rows[0];
    },
    list: (q: Queryable) => q.query<ApiKeyRow>(`select ${COLUMNS} from api_keys order by created_at desc, id`),
    async findForUpdate(q: Queryable, id: string): Promise<ApiKeyRow | undefined> {
      const rows = await q.query<ApiKeyRow>(`select ${COLUMNS} from api_keys where id = $1 for update`, [id]);
      return rows[0];
    },
    async revoke(q: Queryable, id: string, now: Date): Promise<ApiKeyRow | undefined> {
      const rows = await q.query<ApiKeyRow>(
        `update api_keys set revoked_at = coalesce(revoked_at, $2) where id = $1 returning ${COLUMNS}`,
        [id, now],
      );
      return rows[0];
    },
    /** Notes a use at most once a minute per key, so a busy machine client does not write on every call. */
    async touch(q: Queryable, id: string, now: Date): Promise<void> {
      await q.query(
        `update api_keys set last_used_at = $2
          where id = $1 and (last_used_at is null or last_used_at < $2::timestamptz - interval '60 seconds')`,
        [id, now],
      );
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;

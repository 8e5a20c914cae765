import type { Queryable } from '../../db/client.ts';
import type { Envelope } from '../../lib/envelope-encryption.ts';

export type ProviderKind = 'payments' | 'identity';

export type BrandProviderRow = {
  provider: string;
  public_settings: Record<string, string>;
  updated_at: Date;
  updated_by: string;
};

export type StoredSecretRow = {
  brand_id: string;
  provider: string;
  name: string;
  master_key_id: string;
  wrapped_key: string;
  sealed: string;
  set_at: Date;
  set_by: string;
};

export const envelopeOf = (row: StoredSecretRow): Envelope => ({
  masterKeyId: row.master_key_id,
  wrappedKey: row.wrapped_key,
  sealed: row.sealed,
});

/** brand_providers and provider_secrets: which provider serves a brand, and the sealed keys its firm entered. */
export function createProvidersRepository() {
  return {
    async providerOf(q: Queryable, brandId: string, kind: ProviderKind): Promise<BrandProviderRow | undefined> {
      const [row] = await q.query<BrandProviderRow>(
        'select provider, public_settings, updated_at, updated_by from brand_providers where brand_id = $1 and kind = $2',
        [brandId, kind],
      );
      return row;
    },

    async saveProvider(
      q: Queryable,
      row: {
        brandId: string;
        kind: ProviderKind;
        provider: string;
        publicSettings: Record<string, string>;
        at: Date;
        by: string;
      },
    ): Promise<void> {
      await q.query(
        `insert into brand_providers (brand_id, kind, provider, public_settings, updated_at, updated_by)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (brand_id, kind) do update
           set provider = excluded.provider, public_settings = excluded.public_settings,
               updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        [row.brandId, row.kind, row.provider, JSON.stringify(row.publicSettings), row.at, row.by],
      );
    },

    secretsOf: (q: Queryable, brandId: string, provider: string) =>
      q.query<StoredSecretRow>(
        `select brand_id, provider, name, master_key_id, wrapped_key, sealed, set_at, set_by
           from provider_secrets where brand_id = $1 and provider = $2 order by name`,
        [brandId, provider],
      ),

    /** Every stored secret of a provider some brand uses now (the start-up check). */
    secretsInUse: (q: Queryable) =>
      q.query<StoredSecretRow>(
        `select s.brand_id, s.provider, s.name, s.master_key_id, s.wrapped_key, s.sealed, s.set_at, s.set_by
           from provider_secrets s
           join brand_providers p on p.brand_id = s.brand_id and p.provider = s.provider`,
      ),

    /** Secrets whose data key is wrapped under another master key than `keyId` (a rotation's work). */
    secretsNotUnder: (q: Queryable, keyId: string) =>
      q.query<StoredSecretRow>(
        `select brand_id, provider, name, master_key_id, wrapped_key, sealed, set_at, set_by
           from provider_secrets where master_key_id <> $1 for update`,
        [keyId],
      ),

    async saveSecret(
      q: Queryable,
      row: { brandId: string; provider: string; name: string; envelope: Envelope; at: Date; by: string },
    ): Promise<void> {
      await q.query(
        `insert into provider_secrets (brand_id, provider, name, master_key_id, wrapped_key, sealed, set_at, set_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (brand_id, provider, name) do update
           set master_key_id = excluded.master_key_id, wrapped_key = excluded.wrapped_key, sealed = excluded.sealed,
               set_at = excluded.set_at, set_by = excluded.set_by`,
        [
          row.brandId,
          row.provider,
          row.name,
          row.envelope.masterKeyId,
          row.envelope.wrappedKey,
          row.envelope.sealed,
          row.at,
          row.by,
        ],
      );
    },

    /** A re-wrapped data key: the secret, when and by whom it was set stay as they were. */
    async rewrapSecret(q: Queryable, row: StoredSecretRow, envelope: Envelope): Promise<void> {
      await q.query(
        `update provider_secrets set master_key_id = $4, wrapped_key = $5
          where brand_id = $1 and provider = $2 and name = $3`,
        [row.brand_id, row.provider, row.name, envelope.masterKeyId, envelope.wrappedKey],
      );
    },
  };
}
export type ProvidersRepository = ReturnType<typeof createProvidersRepository>;

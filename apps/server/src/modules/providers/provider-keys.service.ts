import type { Db, Queryable } from '../../db/client.ts';
import type { Envelopes } from '../../lib/envelope-encryption.ts';
import {
  envelopeOf,
  type ProviderKind,
  type ProvidersRepository,
  type StoredSecretRow,
} from './providers.repository.ts';

/** What binds a sealed secret to its row: a value copied to another brand, provider or name does not open there. */
export const secretContext = (brandId: string, provider: string, name: string) => `${brandId}:${provider}:${name}`;

const contextOf = (row: StoredSecretRow) => secretContext(row.brand_id, row.provider, row.name);

/**
 * The providers each brand chose and the keys its firm entered, for the modules that call the providers (orders
 * for payments). Secrets are opened only here, when a provider is about to be called; nothing keeps them opened.
 */
export function createProviderKeysService(deps: {
  db: Db;
  envelopes: Envelopes;
  providersRepository: ProvidersRepository;
}) {
  const { db, envelopes, providersRepository: repo } = deps;
  return {
    envelopes,
    /** The brand's provider of a kind, with its public settings; the sandbox when the firm chose none. */
    async chosen(brandId: string, kind: ProviderKind, q: Queryable = db) {
      const row = await repo.providerOf(q, brandId, kind);
      return row
        ? { provider: row.provider, publicSettings: row.public_settings }
        : { provider: 'sandbox', publicSettings: {} };
    },

    /** A provider's secrets for a brand, opened, by name (missing ones absent). */
    async secrets(brandId: string, provider: string, q: Queryable = db): Promise<Record<string, string>> {
      const rows = await repo.secretsOf(q, brandId, provider);
      return Object.fromEntries(rows.map((row) => [row.name, envelopes.open(envelopeOf(row), contextOf(row))]));
    },

    /**
     * The secrets of providers in use that the configured master keys cannot open (the start-up check: production
     * refuses to start with a live provider it could not call).
     */
    async unreadable(): Promise<{ brandId: string; provider: string; name: string }[]> {
      const rows = await repo.secretsInUse(db);
      return rows
        .filter((row) => !envelopes.opens(envelopeOf(row), contextOf(row)))
        .map((row) => ({ brandId: row.brand_id, provider: row.provider, name: row.name }));
    },

    /**
     * Re-wraps every data key under the current master key (after a rotation: the new key first in
     * SECRETS_MASTER_KEYS, the old one still listed). Returns how many were re-wrapped; one that does not open
     * is left as it is and counted by `unreadable`.
     */
    async rewrapAll(): Promise<number> {
      return db.transaction(async (tx) => {
        let done = 0;
        for (const row of await repo.secretsNotUnder(tx, envelopes.currentKeyId)) {
          if (!envelopes.opens(envelopeOf(row), contextOf(row))) continue;
          await repo.rewrapSecret(tx, row, envelopes.rewrap(envelopeOf(row), contextOf(row)));
          done++;
        }
        return done;
      });
    },
  };
}
export type ProviderKeysService = ReturnType<typeof createProviderKeysService>;

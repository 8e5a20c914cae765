import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createEnvelopes, parseMasterKeys, type MasterKey } from '../../lib/envelope-encryption.ts';
import { areaModule } from '../module.ts';
import { createProviderKeysService } from './provider-keys.service.ts';
import { createProvidersRepository } from './providers.repository.ts';

/** SECRETS_MASTER_KEYS, or one key derived from the server secret (a machine without the variable still works). */
const masterKeysOf = (config: Config): MasterKey[] =>
  config.secretsMasterKeys
    ? parseMasterKeys(config.secretsMasterKeys)
    : [{ id: 'derived', key: createHmac('sha256', config.jwtSecret).update('master-key:provider-secrets').digest() }];

/**
 * Which outside provider serves each brand and the keys its firm entered (sealed: envelope encryption under the
 * master keys). The console changes them (admin-providers); orders read them to call the brand's payment provider.
 */
export function createProvidersModule(deps: { config: Config; db: Db }) {
  const providersRepository = createProvidersRepository();
  const envelopes = createEnvelopes(masterKeysOf(deps.config));
  return areaModule(
    { providersRepository, providerKeys: createProviderKeysService({ db: deps.db, envelopes, providersRepository }) },
    [],
  );
}
export type ProvidersModule = ReturnType<typeof createProvidersModule>;

import { DEFAULT_LANGUAGE, ResultCode } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../domain/result.ts';
import type { BrandRow } from '../brands/brand.ts';
import { offersLanguage } from '../brands/brand-config.ts';
import type { KeyValueRepository } from './key-value.repository.ts';

/** A signed-in trader's server-side preferences; today the language (SPEC §4 Language choice). */
export function createKeyValueService(deps: { db: Db; keyValueRepository: KeyValueRepository }) {
  return {
    async get(brand: BrandRow, userId: string, key: 'lang') {
      // Stored choice, else the language the trader signed up in, else English (SPEC §7 "default en").
      const stored =
        (await deps.keyValueRepository.get(deps.db, userId, key)) ??
        (await deps.keyValueRepository.signUpLanguage(deps.db, userId));
      const value = stored && offersLanguage(brand, stored) ? stored : DEFAULT_LANGUAGE;
      return { key, value };
    },
    async set(brand: BrandRow, userId: string, key: 'lang', value: string) {
      const lang = value.trim().toLowerCase();
      if (!offersLanguage(brand, lang)) refuse(ResultCode.InvalidSiteLanguage);
      await deps.keyValueRepository.set(deps.db, userId, key, lang);
      return { key, value: lang };
    },
  };
}
export type KeyValueService = ReturnType<typeof createKeyValueService>;

import { DEFAULT_LANGUAGE, ResultCode } from '@portal/contract';
import { refuse } from '../../http/refusal.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { KeyValueRepository } from './key-value.repository.ts';

/** A signed-in trader's server-side preferences; today the language (SPEC §4 Language choice). */
export function createKeyValueService(deps: { keyValueRepository: KeyValueRepository }) {
  return {
    async get(brand: BrandRow, userId: string, key: 'lang') {
      const stored = await deps.keyValueRepository.get(userId, key);
      const value = stored && stored in brand.languages ? stored : DEFAULT_LANGUAGE;
      return { key, value };
    },
    async set(brand: BrandRow, userId: string, key: 'lang', value: string) {
      const lang = value.trim().toLowerCase();
      if (!(lang in brand.languages)) refuse(ResultCode.InvalidSiteLanguage);
      await deps.keyValueRepository.set(userId, key, lang);
      return { key, value: lang };
    },
  };
}
export type KeyValueService = ReturnType<typeof createKeyValueService>;

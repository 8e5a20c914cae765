import { DEFAULT_LANGUAGE } from '@portal/contract';

/**
 * SPEC §4 Language choice: the `lang` query parameter if configured; else the stored one if configured;
 * else English if configured; else the first configured language; with none configured, English.
 */
export function chooseLanguage(input: { query: string | null; stored: string | null; configured: string[] }): string {
  const { configured } = input;
  const offered = (code: string | null): code is string => !!code && configured.includes(code.toLowerCase());
  if (offered(input.query)) return input.query.toLowerCase();
  if (offered(input.stored)) return input.stored.toLowerCase();
  if (configured.includes(DEFAULT_LANGUAGE)) return DEFAULT_LANGUAGE;
  return configured[0] ?? DEFAULT_LANGUAGE;
}

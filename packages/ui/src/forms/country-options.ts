import { countryCodes } from '@portal/contract';

export type CountryOption = { code: string; name: string };

function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    return null; // an engine without region names: the codes themselves are shown
  }
}

/**
 * The ISO countries of the contract, named in the active language and sorted by that name, without the
 * brand's disabled countries (except `keep`, a trader's current country, so a saved value stays visible).
 */
export function countryOptions(language: string, disabled: readonly string[], keep?: string | null): CountryOption[] {
  const names = regionNames(language);
  const hidden = new Set(disabled.map((code) => code.toUpperCase()));
  if (keep) hidden.delete(keep.toUpperCase());
  const collator = new Intl.Collator(language);
  return [...countryCodes]
    .filter((code) => !hidden.has(code))
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

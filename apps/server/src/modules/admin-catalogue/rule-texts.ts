import { formatMoney, type ChallengeRules, type RuleSentence } from '@portal/contract';
import { ruleSentenceData } from '../../domain/catalogue/rule-sentences.ts';
import { catalogues, translate } from '../../i18n/catalogues.ts';

/** `lang` if the server has its texts, else English (the catalogues the traders' screens are served). */
export const textLanguage = (lang: string | undefined): string =>
  lang && Object.hasOwn(catalogues, lang) ? lang : 'en';

/**
 * The rules in words as traders read them on the review step: the keys and values (for a console that
 * translates itself) and the text in `lang`, amounts formatted as the web formats them.
 */
export function ruleSentences(
  rules: ChallengeRules,
  account: { accountSize: number; currency: string },
  lang: string,
): RuleSentence[] {
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
  return ruleSentenceData(rules, account.accountSize).map((s) => {
    const shown: Record<string, string | number> = { ...s.params };
    for (const k of s.money) shown[k] = formatMoney(Number(s.params[k]), account.currency, lang);
    for (const k of s.percent) shown[k] = percent.format(Number(s.params[k]) / 100);
    return { key: s.key, params: s.params, text: translate(lang, s.key, shown) };
  });
}

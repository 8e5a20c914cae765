/**
 * The translation check every catalogue's test runs (the trader app's, served by the server; the console's; the
 * kit's): a language must have each English key (a plural in the categories the language uses), and a text must not
 * be left as the English one, unless every word of it is written the same in that language. Only tests import this.
 */

export type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue by its dotted key (i18next's). */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/**
 * Words and phrases written the same in every language: names of products and platforms, codes and
 * abbreviations, and the few trading terms traders use in English whatever their language.
 */
const SAME_IN_EVERY_LANGUAGE = [
  // products, platforms, networks and file types
  'WebTrader',
  'Stripe',
  'Discord',
  'LiveChat',
  'Intercom',
  'Web',
  'iOS',
  'Android',
  'Windows',
  'macOS',
  'Bitcoin',
  'Tron (TRC-20)',
  'Ethereum (ERC-20)',
  'PNG',
  'PDF',
  // codes and abbreviations
  'IBAN',
  'SWIFT',
  'BIC',
  'USD',
  'EUR',
  'GBP',
  'OK',
  'TOTP',
  // the console's build marker (scripts/check-bundles.mjs looks for it), not a text
  'backoffice-console',
  // web and trading terms taken into every language as they are
  'Favicon',
  'Widget',
  'Selfie',
  'Trader',
  'Traders',
  'Ticket', // a position's number, so named by MetaTrader in every language
  'Stop loss',
  'Take profit',
];

/**
 * Words and phrases a language writes as English does: its own words of the same spelling, and the loanwords its
 * traders use. Each is the word a native speaker of the language writes in that place, checked one by one.
 */
const SAME_IN: Record<string, readonly string[]> = {
  de: [
    ...['Browser', 'Code', 'Details', 'Hosts', 'Limit', 'Links', 'Logo', 'Name', 'Operator', 'Optional', 'Phase'],
    ...['Problem', 'Server', 'Status', 'Support', 'Symbol', 'System', 'Minimum', 'Maximum'],
    // the loanwords of German trading: a challenge, its trades and lots, the login of a trading account
    ...['Challenge', 'Trades', 'Lots', 'Login', 'Live', 'Margin', 'Authenticator', 'Reset'],
    'Text',
  ],
  fr: [
    ...['Action', 'Actions', 'Active', 'Catalogue', 'Confirmation', 'Date', 'Document', 'E-mail', 'Finance'],
    ...['Impact', 'Instruments', 'Menu', 'Page', 'Pagination', 'Parties', 'Programme', 'Sections', 'Signature'],
    ...['Total', 'Type', 'Visible', 'Volume', 'Minimum', 'Maximum', 'Profit', 'Crypto', 'Phase', 'Code', 'Logo'],
    ...['Support', 'Sessions', 'Notifications', 'Net', 'Note', 'Conditions'],
    // French traders' loanwords, as the rest of the French catalogues write them ("Meilleur trade", "un login")
    ...['Challenge', 'Challenges', 'Trade', 'Trades', 'Lot', 'Lots', 'Login'],
  ],
  es: [
    ...['Actor', 'Actual', 'Error', 'No', 'Subtotal', 'Total', 'Visible'],
    // Spanish loanwords the rest of the Spanish catalogue uses ("Nuevo host", "el login de la cuenta")
    ...['Back office', 'Hosts', 'Login'],
  ],
};

/** The words of a text, lower case, its {{placeholders}} left out. */
const words = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .toLowerCase()
    .match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? [];

/** Whether every word of `text` is one `lang` writes as English does (the longest phrases taken out first). */
export function sameInLanguage(text: string, lang: string): boolean {
  const allowed = [...SAME_IN_EVERY_LANGUAGE, ...(SAME_IN[lang] ?? [])]
    .map((entry) => words(entry).join(' '))
    .sort((a, b) => b.length - a.length);
  let rest = ` ${words(text).join(' ')} `;
  for (const entry of allowed)
    rest = rest.replace(new RegExp(`(?<= )${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?= )`, 'gu'), '');
  return rest.trim() === '';
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * What `lang`'s catalogue lacks or left in English: the keys of the English catalogue it does not have, and the keys
 * whose text is the English one (a plural category English lacks, such as French `_many`, against the English
 * `_other`) with a word the language writes otherwise.
 */
export function untranslated(english: Tree, other: Tree, lang: string): { missing: string[]; english: string[] } {
  const source = flatten(english);
  const texts = flatten(other);
  const missing = [...source.keys()].filter((key) => !texts.has(key));
  const left = [...texts].filter(([key, text]) => {
    const original = source.get(key) ?? source.get(key.replace(PLURAL, '_other'));
    return original === text && !sameInLanguage(text, lang);
  });
  return { missing, english: left.map(([key, text]) => `${key}: ${text}`) };
}

/** The keys of `keys` a catalogue has no text for (none, or only white space): an enum value shown without a label. */
export function missingLabels(catalogue: Tree, keys: readonly string[]): string[] {
  const texts = flatten(catalogue);
  return keys.filter((key) => !texts.get(key)?.trim());
}

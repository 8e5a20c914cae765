/**
 * Common and context-specific passwords (ASVS V6.1.2, V6.2.4, V6.2.11; docs/decisions/044-password-screening-and-operator-reset.md).
 * Pure: the list of common passwords is passed in (lower case), so the rules are tested without it.
 */

/** Words barred from every password, whoever sets it (docs/security.md, V6.1.2). */
export const FIXED_CONTEXT_WORDS: readonly string[] = ['prop', 'funded', 'challenge', 'trader'];

/** Shorter parts of names and e-mails (“Li”, “joe”) would bar too many good passwords; they are not context words. */
export const CONTEXT_WORD_MIN_LENGTH = 4;

/** What the user's own details add to the fixed words: brand names and codes, the e-mail's local part, names. */
export type PasswordContext = {
  brands: readonly { code: string; name: string }[];
  email: string;
  names: readonly (string | null | undefined)[];
};

export type PasswordWeakness = 'common' | 'context';

/** Only the letters and digits ("North#Wind" → "northwind" once lower-cased). */
const squeeze = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, '');

/** A value, its letters and digits together, and its parts ("northwind-funding" → "northwindfunding", both words). */
function wordsOf(value: string): string[] {
  const lower = value.toLowerCase();
  return [lower, squeeze(lower), ...lower.split(/[^\p{L}\p{N}]+/u)];
}

/** Every context word of ≥ 4 characters, lower case, without duplicates. */
export function contextWords(context: PasswordContext): string[] {
  const localPart = context.email.split('@')[0] ?? '';
  const words = [
    ...FIXED_CONTEXT_WORDS,
    ...context.brands.flatMap((b) => [...wordsOf(b.code), ...wordsOf(b.name)]),
    ...wordsOf(localPart),
    ...context.names.flatMap((n) => (n ? wordsOf(n) : [])),
  ];
  return [...new Set(words.filter((w) => w.length >= CONTEXT_WORD_MIN_LENGTH))];
}

/** The usual look-alike substitutions, read back as letters ("p@ssw0rd" → "password"). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};
const unLeet = (s: string) => s.replace(/[@430!15$7]/g, (c) => LOOK_ALIKES[c] ?? c);
/** The password without the digits and symbols around it ("Summer2026!" → "summer"): what the policy's classes add. */
const core = (s: string) => s.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
/** The password without the symbols around it ("Qwerty123!" → "qwerty123"). */
const unSymbolled = (s: string) => s.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** The forms a password is looked up in: as typed (lower case), without its decoration, and with look-alikes read back. */
export function lookupForms(password: string): string[] {
  const lower = password.toLowerCase();
  const forms = [lower, unSymbolled(lower), core(lower), unLeet(lower), unLeet(core(lower)), core(unLeet(lower))];
  return [...new Set(forms.filter((f) => f.length >= CONTEXT_WORD_MIN_LENGTH))];
}

/**
 * Why a new password is refused, or null: 'common' when it (or its core, or its look-alikes read back) is one of
 * the common passwords; 'context' when it contains a context word, case-insensitive, look-alikes read back too.
 */
export function passwordWeakness(
  password: string,
  common: ReadonlySet<string>,
  words: readonly string[],
): PasswordWeakness | null {
  const forms = lookupForms(password);
  if (forms.some((f) => common.has(f))) return 'common';
  const lower = password.toLowerCase();
  const seen = [lower, unLeet(lower), squeeze(lower), squeeze(unLeet(lower))];
  if (words.some((w) => seen.some((s) => s.includes(w)))) return 'context';
  return null;
}

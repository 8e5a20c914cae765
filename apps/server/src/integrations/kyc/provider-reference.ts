import type { KycStep } from './kyc-provider.ts';

/**
 * What a real provider keeps as its user's id (Sumsub's externalUserId, Veriff's vendorData) and echoes back on
 * every webhook: our reference of the trader and the step, so each step is its own applicant or session.
 */
export const externalIdOf = (reference: string, step: KycStep) => `${reference}:${step}`;

export function parseExternalId(value: unknown): { reference: string; step: KycStep } | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^([^:]{1,100}):(identity|address)$/.exec(value);
  return match ? { reference: match[1]!, step: match[2] as KycStep } : undefined;
}

/** A date the provider read, kept only as YYYY-MM-DD. */
export const calendarDateOf = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

// eslint-disable-next-line no-control-regex -- the control characters are what is replaced
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * A provider's text on one line: control characters (a comment's line breaks) become spaces, runs of spaces one,
 * at most `max` characters; absent when nothing is left. Nothing the portal keeps may hold a control character.
 */
export function plainText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : undefined;
}

/** A name or address part as the provider read it: one line, at most 200 characters, absent when empty. */
export const readText = (value: unknown) => plainText(value, 200);

/** "SARAH" → "Sarah": documents print names in capitals, the profile keeps them as people write them. */
export const nameCase = (value: string | undefined) =>
  value && value === value.toUpperCase()
    ? value.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase())
    : value;

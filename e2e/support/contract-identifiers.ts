import * as contract from '@portal/contract';

/**
 * The values the wire contract carries that a screen must translate, never show: every string of its zod enums and
 * literals that reads as an identifier (`bankTransfer`, `twoStep`, `pending`, `overview.read`, `brand_admin`…), and
 * the names of its numeric state enums that are compound words (`Stage1KycSuccess`, `NotInit`, `HostedSdk`). Read from
 * the contract itself, so the check follows it as enums are added. Codes written in capitals (USD, BTC, TRC20) and
 * the plain English words that name numbers (Paid, Pending) are labels too, so they are not in the list.
 */
/** Enums whose names are the names of products (LiveChat, Intercom), which a screen shows as they are. */
const NAMES_OF_PRODUCTS = new Set(['ChatWidgetType']);

export function contractIdentifiers(): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const identifier = /^[a-z][A-Za-z0-9]*(?:[._][A-Za-z0-9]+)*$/;

  type Def = Record<string, unknown> & { type: string };
  const schemaOf = (value: unknown) => (value as { _zod?: { def: Def } } | null)?._zod;
  function walk(value: unknown): void {
    const zod = schemaOf(value);
    if (!zod || seen.has(value)) return;
    seen.add(value);
    const { def } = zod;
    const strings =
      def.type === 'enum' ? Object.values(def.entries as object) : def.type === 'literal' ? (def.values as []) : [];
    for (const s of strings) if (typeof s === 'string' && identifier.test(s)) found.add(s);
    if (def.type === 'lazy') walk((def.getter as () => unknown)());
    // every schema inside: an object's shape, a union's options, an array's element, a pipe's ends…
    for (const [key, child] of Object.entries(def)) {
      if (key === 'checks') continue;
      const children = Array.isArray(child)
        ? child
        : key === 'shape' && child && typeof child === 'object'
          ? Object.values(child)
          : [child];
      for (const c of children) walk(c);
    }
  }

  for (const [name, value] of Object.entries(contract)) {
    if (schemaOf(value)) walk(value);
    else if (value && typeof value === 'object' && !Array.isArray(value) && !NAMES_OF_PRODUCTS.has(name)) {
      // a numeric state enum (ChallengeStatus, KycVerificationStatus…): its compound names
      const entries = Object.entries(value);
      if (entries.length && entries.every(([, v]) => Number.isInteger(v)))
        for (const [name] of entries) if (/^[A-Z][a-z0-9]+[A-Z]/.test(name)) found.add(name);
    }
  }
  return [...found].sort();
}

/**
 * Numbers read beside money, as Intl options (docs/decisions/062-latin-names-and-shared-formats.md): a quote shows
 * every decimal of its instrument (1.08490, never 1.0849), a volume in lots at most two. The apps format with them
 * through @portal/ui's formatters; the sandbox terminal's script, which has no build step, receives them in its
 * page, so a number reads the same in the portal and on the platform, in the language of either.
 */
export const priceFormat = (digits: number): Intl.NumberFormatOptions => ({
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
});

export const LOTS_FORMAT: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

/**
 * The language's grouping and decimal separators, as a number typed in it is read: "," and "." in English, "." and
 * "," in German, a narrow no-break space and "," in French. The apps' amount fields and the sandbox terminal's
 * order form (whose script receives them in its page) read what a trader types with them.
 */
export function numberSeparators(language: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(language).formatToParts(12_345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

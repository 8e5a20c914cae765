import { LOTS_FORMAT, priceFormat } from '@portal/contract';

/**
 * Numbers in the active language, for both apps (docs/decisions/062-latin-names-and-shared-formats.md): every one
 * goes through Intl, so German reads "1,08493", "10 %" and "3,96 Mio." wherever it appears. Money in minor units is
 * the contract's formatMoney, which the server's documents share.
 */

/** `percent` % of an amount in minor units, rounded to a whole minor unit. */
export const percentOf = (minor: number, percent: number) => Math.round((minor * percent) / 100);

/** 5 → "5%" (en), "5 %" (de, fr): percentages of the rules are plain numbers. */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** A fraction (0.625, as the win rate travels) as a percentage: "62.5%". */
export function formatFraction(fraction: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(fraction);
}

/** A plain number in the active language, e.g. a profit factor (1.87) or a count (1,250). */
export function formatNumber(value: number, language: string, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits }).format(value);
}

/** A quote to its instrument's decimals: 1.08490 (en), 1,08490 (de). */
export function formatPrice(value: number, digits: number, language: string): string {
  return new Intl.NumberFormat(language, priceFormat(digits)).format(value);
}

/** A volume in lots: 0.5, 2.35 (en); 0,5 (de). */
export function formatLots(lots: number, language: string): string {
  return new Intl.NumberFormat(language, LOTS_FORMAT).format(lots);
}

const FIGURE = /^([+\-\u2212]?)(\d+(?:\.(\d+))?)\s*(%|[KMBT])?$/i;
const SCALE: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

/**
 * A publisher's figure of the economic calendar ("0.4%", "-15K", "3.96M", "-0.52T", "13.0") in the active language,
 * with the scale and the precision it was published with: "0,4 %", "-15.000", "3,96 Mio.", "-0,52 Bio.", "13,0" in
 * German. Text of another shape ("N/A", "$1.2B") is shown as published.
 */
export function formatFigure(text: string, language: string): string {
  const m = FIGURE.exec(text.trim());
  if (!m) return text;
  const [, sign = '', digits = '', decimals = '', unit] = m;
  const value = (sign === '-' || sign === '\u2212' ? -1 : 1) * Number(digits);
  const fixed = { minimumFractionDigits: decimals.length, maximumFractionDigits: decimals.length };
  try {
    if (!unit) return new Intl.NumberFormat(language, fixed).format(value);
    if (unit === '%') return new Intl.NumberFormat(language, { style: 'percent', ...fixed }).format(value / 100);
    const scale = SCALE[unit.toUpperCase()]!;
    // The publisher's scale in the language's own short word ("Mio.", "Bio.", "M", "k"), the number as published …
    const word = new Intl.NumberFormat(language, { notation: 'compact' }).formatToParts(scale);
    if (word.some((p) => p.type === 'compact') && word.find((p) => p.type === 'integer')?.value === '1') {
      const mantissa = new Intl.NumberFormat(language, fixed).format(value);
      return word.map((p) => (p.type === 'integer' ? mantissa : p.value)).join('');
    }
    // … or, where the language has no word for it (German thousands, Spanish billions), its compact form with the
    // published precision as significant digits: "224.000", "1200 M".
    const significant = digits.replace('.', '').replace(/^0+/, '').length;
    const precision = significant
      ? { minimumSignificantDigits: significant, maximumSignificantDigits: significant }
      : { maximumFractionDigits: 0 };
    return new Intl.NumberFormat(language, { notation: 'compact', ...precision }).format(value * scale);
  } catch {
    return text;
  }
}

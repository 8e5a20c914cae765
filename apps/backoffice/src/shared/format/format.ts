import { useFormatters } from '@portal/ui/format/use-formatters.ts';

/**
 * The console's formatters: the trader app's (@portal/ui), in the console's language, with a dash for a missing
 * value, so an amount, a percentage or a date reads the same on both sides of the firm.
 */
export function useFormat() {
  const f = useFormatters();
  const orDash =
    <T>(format: (value: T) => string) =>
    (value: T | null | undefined) =>
      value === null || value === undefined ? '—' : format(value);
  return {
    money: (minor: number | null | undefined, currency: string) => orDash((m: number) => f.money(m, currency))(minor),
    when: orDash(f.dateTime),
    day: orDash(f.date),
    /** a trading or calendar day's name ("2026-03-03"), never moved by a time zone */
    dayName: orDash(f.day),
    number: (n: number | null | undefined, digits = 0) => orDash((v: number) => f.number(v, digits))(n),
    /** a ratio (0.625) as a percentage */
    percent: orDash(f.fraction),
    /** a number of percent (10 for 10 %) */
    percentValue: orDash(f.percent),
  };
}

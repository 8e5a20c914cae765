/** What a postback URL template may name (docs/decisions/023-third-party-integrations.md). */
export type PostbackValues = {
  clickId: string | null;
  cnvId: string | null;
  orderId: string;
  orderNumber: string;
  /** the amount paid, in major units as a decimal string ("99.00") */
  amount: string;
  currency: string;
  /** when the order was paid, Unix seconds */
  timestamp: number;
};

export const POSTBACK_PLACEHOLDERS = [
  'clickId',
  'cnvId',
  'orderId',
  'orderNumber',
  'amount',
  'currency',
  'timestamp',
] as const satisfies readonly (keyof PostbackValues)[];

/**
 * The firm's template with every `{placeholder}` replaced by its value, URL-encoded (a value can never add a
 * parameter or change the host); an unknown placeholder is left as written. Null when the result is not an
 * http(s) URL.
 */
export function renderPostbackUrl(template: string, values: PostbackValues): string | null {
  const url = template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (POSTBACK_PLACEHOLDERS as readonly string[]).includes(name)
      ? encodeURIComponent(String(values[name as keyof PostbackValues] ?? ''))
      : whole,
  );
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** "12345" minor units of a 2-digit currency → "123.45"; digits from the currency (JPY 0, BHD 3). */
export function majorAmount(minor: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

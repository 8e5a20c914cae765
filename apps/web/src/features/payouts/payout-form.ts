import {
  CRYPTO_NETWORKS,
  isCryptoAddress,
  normalIban,
  numberSeparators,
  type CryptoNetwork,
  bankTransferRequestSchema,
  cryptoTransferRequestSchema,
  type BankTransferRequest,
  type CryptoTransferRequest,
} from '@portal/contract';

/** The request form's fields as typed; the amount in major units as the language writes it ("1,250.50", "1.250,50"). */
export type PayoutFormValues = {
  amount: string;
  accountHolder: string;
  iban: string;
  accountNumber: string;
  swiftBic: string;
  bankCountry: string;
  crypto: string;
  address: string;
};

export const emptyForm: PayoutFormValues = {
  amount: '',
  accountHolder: '',
  iban: '',
  accountNumber: '',
  swiftBic: '',
  bankCountry: '',
  crypto: '',
  address: '',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An amount as typed in `language` into minor units: "1,250.50" (en), "1.250,50" (de), "1 250,50" (fr) → 125050;
 * null when it is not an amount. A grouping separator counts only before groups of three digits, so "0.5" in German
 * is refused rather than read as 5.
 */
export function toMinor(amount: string, language = 'en', digits = 2): number | null {
  const { group, decimal } = numberSeparators(language);
  const clean = amount.replace(/[\s']/g, '');
  const g = escape(group.trim());
  const d = escape(decimal);
  const grouped = g ? new RegExp(`^\\d{1,3}(?:${g}\\d{3})+(?:${d}\\d*)?$`) : null;
  const plain = new RegExp(`^\\d+(?:${d}\\d*)?$`);
  if (!plain.test(clean) && !grouped?.test(clean)) return null;
  const [whole = '0', fraction = ''] = (g ? clean.split(group.trim()).join('') : clean).split(decimal);
  if (fraction.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as the amount field takes them in `language`, without grouping: "1000.40" (en), "1000,40" (de). */
export function toAmountField(minor: number, language = 'en', digits = 2): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(minor / 10 ** digits);
}

/**
 * What is wrong with the amount typed for an account that allows `min` to `max` (minor units): null when it is
 * empty or an amount in that range; SPEC §5's withdrawal amount rule otherwise (not an amount, too many decimals,
 * zero, or out of range).
 */
export function amountProblem(typed: string, range: { min: number; max: number }, language = 'en'): string | null {
  if (!typed.trim()) return null;
  const minor = toMinor(typed, language);
  return minor !== null && minor > 0 && minor >= range.min && minor <= range.max ? null : 'validation.withdrawalAmount';
}

type Built =
  | { ok: true; method: 'bankTransfer'; body: BankTransferRequest }
  | { ok: true; method: 'crypto'; body: CryptoTransferRequest }
  | { ok: false; errors: Partial<Record<keyof PayoutFormValues, string>> };

/**
 * The request body, checked with the contract's schema (the same IBAN, BIC and address checksums as the
 * server): field errors are translation keys.
 */
export function buildRequest(
  method: 'bankTransfer' | 'crypto',
  v: PayoutFormValues,
  common: { traderAccountId: string; idempotencyKey: string },
  language = 'en',
): Built {
  const amount = toMinor(v.amount, language);
  const base = { ...common, amount: amount ?? Number.NaN };
  const optional = (s: string) => (s.trim() ? s.trim() : undefined);
  const [asset, network] = v.crypto.split('/');
  const parsed =
    method === 'bankTransfer'
      ? bankTransferRequestSchema.safeParse({
          ...base,
          accountHolder: v.accountHolder,
          iban: optional(v.iban),
          // with an IBAN the account number's field is hidden: what was typed there before is not sent
          accountNumber: optional(v.iban) ? undefined : optional(v.accountNumber),
          swiftBic: optional(v.swiftBic),
          bankCountry: v.bankCountry,
        })
      : cryptoTransferRequestSchema.safeParse({ ...base, asset, network, address: v.address });
  if (parsed.success)
    return method === 'bankTransfer'
      ? { ok: true, method, body: parsed.data as BankTransferRequest }
      : { ok: true, method, body: parsed.data as CryptoTransferRequest };
  const errors: Partial<Record<keyof PayoutFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const key = (field === 'asset' || field === 'network' ? 'crypto' : field) as keyof PayoutFormValues;
    if (key in emptyForm && !errors[key])
      errors[key] =
        key === 'amount'
          ? v.amount.trim()
            ? 'validation.amount'
            : 'validation.required'
          : issue.message.startsWith('validation.')
            ? issue.message
            : 'validation.required';
  }
  // The schema's cross-field checks do not run while a field is missing: the checksums are told at once anyway.
  if (method === 'crypto' && !errors.address && network && v.address.trim()) {
    const net = network as CryptoNetwork;
    if (CRYPTO_NETWORKS.includes(net) && !isCryptoAddress(net, v.address.trim()))
      errors.address = 'validation.cryptoAddress';
  }
  if (method === 'bankTransfer' && !errors.iban && v.iban.trim() && !normalIban(v.iban))
    errors.iban = 'validation.iban';
  return { ok: false, errors };
}

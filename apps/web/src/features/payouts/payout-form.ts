import {
  CRYPTO_NETWORKS,
  isCryptoAddress,
  normalIban,
  type CryptoNetwork,
  bankTransferRequestSchema,
  cryptoTransferRequestSchema,
  type BankTransferRequest,
  type CryptoTransferRequest,
} from '@portal/contract';

/** The request form's fields as typed; the amount in major units ("1,250.50" or "1250.5"). */
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

/** "1,250.50" → 125050 minor units; null when it is not an amount. */
export function toMinor(amount: string, digits = 2): number | null {
  const clean = amount.replace(/[\s,']/g, '');
  if (!/^\d+(\.\d*)?$/.test(clean)) return null;
  const [whole = '0', fraction = ''] = clean.split('.');
  if (fraction.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
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
): Built {
  const amount = toMinor(v.amount);
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

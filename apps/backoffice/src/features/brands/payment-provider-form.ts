import type { AdminPaymentProviderRequest, BrandPaymentProvider, PaymentProviderName } from '@portal/contract';

/** The payment provider's form: the choice, Stripe's publishable key, and its two secrets (always blank at first). */
export type PaymentProviderForm = {
  provider: PaymentProviderName;
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
};
export type PaymentSecretField = 'secretKey' | 'webhookSecret';
export const SECRET_FIELDS: readonly PaymentSecretField[] = ['secretKey', 'webhookSecret'];

/** The stored choice as the form starts: secrets are never read back, so their fields start empty. */
export const formOf = (payments: BrandPaymentProvider): PaymentProviderForm => ({
  provider: payments.provider,
  publishableKey: payments.publishableKey ?? '',
  secretKey: '',
  webhookSecret: '',
});

/** What the form sends: a blank secret is left out (the stored one stays); the sandbox needs no key. */
export function requestOf(values: PaymentProviderForm): AdminPaymentProviderRequest {
  if (values.provider === 'sandbox') return { provider: 'sandbox', secrets: {} };
  const given = (value: string) => (value.trim() ? value.trim() : undefined);
  const secrets: AdminPaymentProviderRequest['secrets'] = {};
  for (const name of SECRET_FIELDS) {
    const value = given(values[name]);
    if (value) secrets[name] = value;
  }
  const publishableKey = given(values.publishableKey);
  return { provider: 'stripe', ...(publishableKey ? { publishableKey } : {}), secrets };
}

/** A request or answer path (`secrets.secretKey`, `body.publishableKey`) as the form's field, if it is one. */
export function fieldOfPath(path: string): keyof PaymentProviderForm | undefined {
  const field = path.replace(/^(body\.)?(secrets\.)?/, '');
  return field === 'publishableKey' || field === 'provider' || SECRET_FIELDS.includes(field as PaymentSecretField)
    ? (field as keyof PaymentProviderForm)
    : undefined;
}

/** The stored state of one of a provider's secrets: when and by whom it was set, or nothing. */
export const secretStateOf = (payments: BrandPaymentProvider, provider: PaymentProviderName, name: string) =>
  payments.secrets.find((s) => s.provider === provider && s.name === name);

import { z } from 'zod';
import { envelope } from './envelope.ts';
import { textSchema } from './fields.ts';
import { brandIdentityProviderSchema } from './admin-identity-providers.ts';

/**
 * Which outside provider serves a brand, and the keys its firm enters for it (docs/providers.md). The sandbox is
 * every brand's default and needs no key. Secrets are write-only: the console sends them, the server keeps them
 * sealed and never sends them back — it says only when and by whom each was set.
 */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const paymentProviderNameSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof paymentProviderNameSchema>;

/** The secrets each provider needs, by name (what the console asks for). */
export const PAYMENT_PROVIDER_SECRETS = {
  sandbox: [],
  stripe: ['secretKey', 'webhookSecret'],
} as const satisfies Record<PaymentProviderName, readonly string[]>;
export type ProviderSecretName = (typeof PAYMENT_PROVIDER_SECRETS)[PaymentProviderName][number];

/** A stored secret as the console sees it: set or not, when and by whom; never its value. */
export const providerSecretStateSchema = z.object({
  provider: paymentProviderNameSchema,
  name: z.string(),
  setAt: z.iso.datetime().nullable(),
  setBy: z.string().nullable(),
});

export const brandPaymentProviderSchema = z.object({
  provider: paymentProviderNameSchema,
  /** Stripe's publishable key: not secret, shown back */
  publishableKey: z.string().nullable(),
  /** every secret of every real provider, set or not (a brand may switch to one whose keys are already kept) */
  secrets: z.array(providerSecretStateSchema),
  /** where the firm points the provider's webhooks (its dashboard asks for it) */
  webhookUrl: z.string(),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});
export type BrandPaymentProvider = z.infer<typeof brandPaymentProviderSchema>;

export const adminBrandProvidersSchema = z.object({
  brandId: z.string(),
  payments: brandPaymentProviderSchema,
  identity: brandIdentityProviderSchema,
});
export type AdminBrandProviders = z.infer<typeof adminBrandProvidersSchema>;
export const adminBrandProvidersEnvelope = envelope(adminBrandProvidersSchema);

const stripeKey = (pattern: RegExp) => textSchema().trim().max(255).regex(pattern, 'validation.providerKeyFormat');

/**
 * A brand's payment provider and its keys. A secret left out keeps the one stored (the console never has it to send
 * back); switching to a provider needs each of its secrets, given now or stored before.
 */
export const adminPaymentProviderRequestSchema = z.object({
  provider: paymentProviderNameSchema,
  publishableKey: stripeKey(/^pk_(test|live)_[A-Za-z0-9]+$/).optional(),
  secrets: z
    .object({
      secretKey: stripeKey(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/).optional(),
      webhookSecret: stripeKey(/^whsec_[A-Za-z0-9]+$/).optional(),
    })
    .default({}),
});
export type AdminPaymentProviderRequest = z.infer<typeof adminPaymentProviderRequestSchema>;

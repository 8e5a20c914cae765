import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { createStripeProvider, type StripeEndpoint } from '../../integrations/payments/stripe/stripe-provider.ts';
import type { ProviderKeysService } from '../providers/provider-keys.service.ts';
import type { LiveCheckout } from './payments.repository.ts';

/**
 * The payment provider of each brand: the sandbox unless its firm chose another in the console and entered its keys.
 * A payment stays with the provider that opened it (its recorded name): a brand that switches provider still expires,
 * refunds and hears webhooks of the payments the old one took, with the keys kept for it.
 */
export type PaymentProviders = {
  /** where the brand's new checkouts go */
  current(brandId: string): Promise<PaymentProvider>;
  /**
   * the provider of that name with the brand's keys; undefined when the brand has none for it, or when no brand is
   * named for a provider that signs with the firm's keys (the sandbox signs with ours, whatever the brand)
   */
  of(name: string, brandId: string | undefined): Promise<PaymentProvider | undefined>;
  /** expires a checkout at the provider that opened it */
  expire(checkout: LiveCheckout & { provider_payment_id: string }): Promise<'expired' | 'completed'>;
};

export function createPaymentProviders(deps: {
  sandbox: PaymentProvider;
  providerKeys: ProviderKeysService;
  /** where the Stripe SDK's calls go (STRIPE_API_URL; Stripe's own API when unset) */
  stripeEndpoint?: StripeEndpoint | undefined;
}): PaymentProviders {
  async function of(name: string, brandId: string | undefined): Promise<PaymentProvider | undefined> {
    if (name === deps.sandbox.name) return deps.sandbox;
    if (name !== 'stripe' || !brandId) return undefined;
    const secrets = await deps.providerKeys.secrets(brandId, 'stripe');
    if (!secrets.secretKey || !secrets.webhookSecret) return undefined;
    return createStripeProvider(
      { secretKey: secrets.secretKey, webhookSecret: secrets.webhookSecret },
      deps.stripeEndpoint,
    );
  }
  return {
    of,
    async current(brandId) {
      const { provider } = await deps.providerKeys.chosen(brandId, 'payments');
      const chosen = await of(provider, brandId);
      if (!chosen) throw new Error(`brand ${brandId}: payment provider ${provider} has no keys`);
      return chosen;
    },
    async expire(checkout) {
      const provider = await of(checkout.provider, checkout.brand_id);
      if (!provider) throw new Error(`payment ${checkout.id}: no keys for ${checkout.provider}`);
      return provider.expireCheckout(checkout.provider_payment_id);
    },
  };
}

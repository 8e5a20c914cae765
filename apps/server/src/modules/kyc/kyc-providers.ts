import type { KycProvider } from '../../integrations/kyc/kyc-provider.ts';
import { createSumsubProvider, SUMSUB_API_URL } from '../../integrations/kyc/sumsub/sumsub-provider.ts';
import { createVeriffProvider, VERIFF_API_URL } from '../../integrations/kyc/veriff/veriff-provider.ts';
import type { ProviderKeysService } from '../providers/provider-keys.service.ts';

/**
 * The identity-verification provider of each brand: the sandbox unless its firm chose Sumsub or Veriff in the
 * console and entered its keys. A case stays with the provider that opened it (its recorded name): a brand that
 * switches still hears the decisions of the cases the old one took, with the keys kept for it.
 */
export type KycProviders = {
  /** where the brand's new verification sessions go */
  current(brandId: string): Promise<KycProvider>;
  /** the provider of that name with the brand's keys; undefined when the brand has none for it */
  of(name: string, brandId: string): Promise<KycProvider | undefined>;
};

export function createKycProviders(deps: {
  sandbox: KycProvider;
  providerKeys: ProviderKeysService;
  /** where the adapters' calls go (SUMSUB_API_URL, VERIFF_API_URL; the providers' own APIs when unset) */
  sumsubApiUrl?: string | undefined;
  veriffApiUrl?: string | undefined;
}): KycProviders {
  async function of(name: string, brandId: string): Promise<KycProvider | undefined> {
    if (name === deps.sandbox.name) return deps.sandbox;
    if (name !== 'sumsub' && name !== 'veriff') return undefined;
    const secrets = await deps.providerKeys.secrets(brandId, name);
    if (name === 'veriff') {
      if (!secrets.apiKey || !secrets.sharedSecret) return undefined;
      return createVeriffProvider(
        { apiKey: secrets.apiKey, sharedSecret: secrets.sharedSecret },
        deps.veriffApiUrl ?? VERIFF_API_URL,
      );
    }
    const { publicSettings } = await deps.providerKeys.chosen(brandId, 'identity');
    const { appToken, secretKey, webhookSecret } = secrets;
    if (!appToken || !secretKey || !webhookSecret) return undefined;
    return createSumsubProvider(
      { appToken, secretKey, webhookSecret },
      // The levels stay in the brand's identity settings whichever provider is chosen (its old cases still decide).
      { identity: publicSettings.identityLevel ?? '', address: publicSettings.addressLevel ?? '' },
      deps.sumsubApiUrl ?? SUMSUB_API_URL,
    );
  }
  return {
    of,
    async current(brandId) {
      const { provider } = await deps.providerKeys.chosen(brandId, 'identity');
      const chosen = await of(provider, brandId);
      if (!chosen) throw new Error(`brand ${brandId}: identity provider ${provider} has no keys`);
      return chosen;
    },
  };
}

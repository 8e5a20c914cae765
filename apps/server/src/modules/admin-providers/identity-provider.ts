import {
  IDENTITY_PROVIDER_SECRETS,
  IDENTITY_PROVIDERS,
  type AdminIdentityProviderRequest,
  type BrandIdentityProvider,
} from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import type { RequestIssue } from '../../domain/result.ts';
import { checkSumsubKeys, SUMSUB_API_URL } from '../../integrations/kyc/sumsub/sumsub-provider.ts';
import { checkVeriffKeys, VERIFF_API_URL } from '../../integrations/kyc/veriff/veriff-provider.ts';
import type { ProvidersRepository } from '../providers/providers.repository.ts';

const REAL_IDENTITY = IDENTITY_PROVIDERS.filter((p) => p !== 'sandbox');

/** Where the identity adapters' calls go: the providers' APIs unless the deployment says otherwise (the tests' fakes). */
export type IdentityEndpoints = { sumsubApiUrl?: string | undefined; veriffApiUrl?: string | undefined };

/** The console's view of a brand's identity provider: the choice, Sumsub's levels, which secrets are set. */
export async function identityView(
  q: Queryable,
  repo: ProvidersRepository,
  brandId: string,
  origin: string,
): Promise<BrandIdentityProvider> {
  const chosen = await repo.providerOf(q, brandId, 'identity');
  const stored = (await Promise.all(REAL_IDENTITY.map((p) => repo.secretsOf(q, brandId, p)))).flat();
  const hook = (provider: string) => `${origin}/api/kyc/v1/webhook/${provider}?brand=${brandId}`;
  return {
    provider: (chosen?.provider ?? 'sandbox') as BrandIdentityProvider['provider'],
    identityLevel: chosen?.public_settings.identityLevel ?? null,
    addressLevel: chosen?.public_settings.addressLevel ?? null,
    secrets: REAL_IDENTITY.flatMap((provider) =>
      IDENTITY_PROVIDER_SECRETS[provider].map((name) => {
        const row = stored.find((s) => s.provider === provider && s.name === name);
        return { provider, name, setAt: row?.set_at.toISOString() ?? null, setBy: row?.set_by ?? null };
      }),
    ),
    webhookUrls: { sumsub: hook('sumsub'), veriff: hook('veriff') },
    updatedAt: chosen?.updated_at.toISOString() ?? null,
    updatedBy: chosen?.updated_by ?? null,
  };
}

/**
 * What a choice lacks, before anything is kept: each secret of the chosen provider (given now or stored), and
 * Sumsub's two levels. The secrets to try come back with it.
 */
export function identityIssues(
  body: AdminIdentityProviderRequest,
  kept: Record<string, string>,
  levels: { identityLevel: string | undefined; addressLevel: string | undefined },
): { issues: RequestIssue[]; keys: Record<string, string> } {
  const issues: RequestIssue[] = [];
  const keys: Record<string, string> = {};
  if (body.provider === 'sandbox') return { issues, keys };
  for (const name of IDENTITY_PROVIDER_SECRETS[body.provider]) {
    const value = body.secrets[name] ?? kept[name];
    if (value) keys[name] = value;
    else issues.push({ path: `secrets.${name}`, message: 'validation.providerKeyRequired' });
  }
  if (body.provider === 'sumsub')
    for (const level of ['identityLevel', 'addressLevel'] as const)
      if (!levels[level]) issues.push({ path: level, message: 'validation.providerKeyRequired' });
  return { issues, keys };
}

/**
 * The harmless call each provider's API allows (Sumsub: its levels, so an unknown level name is named; Veriff: the
 * decision of a session that does not exist). Issues of refused keys; throws when the provider does not answer.
 */
export async function checkIdentityKeys(
  provider: 'sumsub' | 'veriff',
  keys: Record<string, string>,
  levels: { identityLevel: string; addressLevel: string },
  endpoints: IdentityEndpoints,
): Promise<RequestIssue[]> {
  if (provider === 'veriff') {
    const ok = await checkVeriffKeys(
      { apiKey: keys.apiKey!, sharedSecret: keys.sharedSecret! },
      endpoints.veriffApiUrl ?? VERIFF_API_URL,
    );
    return ok ? [] : [{ path: 'secrets.apiKey', message: 'validation.providerKeyRejected' }];
  }
  const check = await checkSumsubKeys(
    { appToken: keys.appToken!, secretKey: keys.secretKey! },
    { identity: levels.identityLevel, address: levels.addressLevel },
    endpoints.sumsubApiUrl ?? SUMSUB_API_URL,
  );
  if (!check.accepted) return [{ path: 'secrets.appToken', message: 'validation.providerKeyRejected' }];
  return check.unknownLevels.map((step) => ({
    path: step === 'identity' ? 'identityLevel' : 'addressLevel',
    message: 'validation.providerLevelUnknown',
  }));
}

import {
  IDENTITY_PROVIDER_SECRETS,
  PAYMENT_PROVIDER_SECRETS,
  PAYMENT_PROVIDERS,
  ResultCode,
  type AdminBrandProviders,
  type AdminIdentityProviderRequest,
  type AdminPaymentProviderRequest,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { invalidRequest, refuse, Refusal, type RequestIssue } from '../../domain/result.ts';
import { checkStripeKey, type StripeEndpoint } from '../../integrations/payments/stripe/stripe-provider.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertInScope, type AdminCaller } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import { secretContext, type ProviderKeysService } from '../providers/provider-keys.service.ts';
import type { ProvidersRepository } from '../providers/providers.repository.ts';
import { checkIdentityKeys, identityIssues, identityView, type IdentityEndpoints } from './identity-provider.ts';

const REAL_PROVIDERS = PAYMENT_PROVIDERS.filter((p) => p !== 'sandbox');
const modeOf = (key: string) => (key.includes('_live_') ? 'live' : 'test');

/**
 * A brand's outside providers in the console (docs/providers.md): owners and brand admins choose the payment
 * provider and enter its keys. Secrets are write-only: sealed on arrival, never read back — the console learns only
 * when and by whom each was set. A secret key is tried with a harmless call before it is kept.
 */
export function createAdminProvidersService(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  audit: Audit;
  brandsService: BrandsService;
  providersRepository: ProvidersRepository;
  providerKeys: ProviderKeysService;
  stripeEndpoint: StripeEndpoint | undefined;
  identityEndpoints?: IdentityEndpoints;
}) {
  const { db, providersRepository: repo, providerKeys } = deps;

  /** Unknown and out-of-scope brands answer alike, 403/-50. */
  async function reach(caller: AdminCaller, brandId: string) {
    const brand = isUuid(brandId)
      ? await deps.brandsService.byId(brandId).catch((error: unknown) => {
          if (error instanceof Refusal) return undefined;
          throw error;
        })
      : undefined;
    assertInScope(caller, brand?.id);
    return brand!;
  }

  async function view(brandId: string, origin: string): Promise<AdminBrandProviders> {
    const chosen = await repo.providerOf(db, brandId, 'payments');
    const stored = (await Promise.all(REAL_PROVIDERS.map((p) => repo.secretsOf(db, brandId, p)))).flat();
    return {
      brandId,
      payments: {
        provider: (chosen?.provider ?? 'sandbox') as AdminBrandProviders['payments']['provider'],
        publishableKey: chosen?.public_settings.publishableKey ?? null,
        secrets: REAL_PROVIDERS.flatMap((provider) =>
          PAYMENT_PROVIDER_SECRETS[provider].map((name) => {
            const row = stored.find((s) => s.provider === provider && s.name === name);
            return { provider, name, setAt: row?.set_at.toISOString() ?? null, setBy: row?.set_by ?? null };
          }),
        ),
        webhookUrl: `${origin}/api/payments/v1/webhook/stripe?brand=${brandId}`,
        updatedAt: chosen?.updated_at.toISOString() ?? null,
        updatedBy: chosen?.updated_by ?? null,
      },
      identity: await identityView(db, repo, brandId, origin),
    };
  }

  /** What a Stripe choice lacks or gets wrong, checked before anything is kept; the secret key to try. */
  async function stripeIssues(brandId: string, body: AdminPaymentProviderRequest, publishableKey: string | undefined) {
    const kept = await providerKeys.secrets(brandId, 'stripe');
    const issues: RequestIssue[] = [];
    if (!publishableKey) issues.push({ path: 'publishableKey', message: 'validation.providerKeyRequired' });
    for (const name of PAYMENT_PROVIDER_SECRETS.stripe)
      if (!body.secrets[name] && !kept[name])
        issues.push({ path: `secrets.${name}`, message: 'validation.providerKeyRequired' });
    const secretKey = body.secrets.secretKey ?? kept.secretKey;
    if (publishableKey && secretKey && modeOf(publishableKey) !== modeOf(secretKey))
      issues.push({ path: 'secrets.secretKey', message: 'validation.providerKeyMode' });
    return { issues, secretKey };
  }

  /**
   * A provider chosen for a brand, in one transaction: the choice with its public settings, each secret entered anew
   * sealed, and the audit entry, which names the secrets entered, never a value.
   */
  async function keep(
    caller: AdminCaller,
    brandId: string,
    change: {
      kind: 'payments' | 'identity';
      provider: string;
      /** whose secrets `given` are */
      secretsOf: string;
      publicSettings: Record<string, string>;
      given: Array<[string, string]>;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    },
  ) {
    await db.transaction(async (tx) => {
      const at = deps.clock.now();
      await repo.saveProvider(tx, {
        brandId,
        kind: change.kind,
        provider: change.provider,
        publicSettings: change.publicSettings,
        at,
        by: caller.email,
      });
      for (const [name, value] of change.given)
        await repo.saveSecret(tx, {
          brandId,
          provider: change.secretsOf,
          name,
          envelope: providerKeys.envelopes.seal(value, secretContext(brandId, change.secretsOf, name)),
          at,
          by: caller.email,
        });
      await deps.audit.record(tx, caller, {
        action: 'providers.updated',
        targetType: 'brand',
        targetId: brandId,
        brandId,
        before: change.before,
        after: { ...change.after, secretsEntered: change.given.map(([name]) => name) },
      });
    });
  }

  return {
    async get(caller: AdminCaller, brandId: string): Promise<AdminBrandProviders> {
      const brand = await reach(caller, brandId);
      return view(brand.id, deps.brandsService.origin(brand));
    },

    /**
     * The brand's identity provider, Sumsub's levels and the keys: all checked before anything is kept (the keys
     * with a harmless call to the provider); audited without any secret's value.
     */
    async updateIdentity(
      caller: AdminCaller,
      brandId: string,
      body: AdminIdentityProviderRequest,
    ): Promise<AdminBrandProviders> {
      const brand = await reach(caller, brandId);
      const before = await repo.providerOf(db, brand.id, 'identity');
      const levels = {
        identityLevel: body.identityLevel ?? before?.public_settings.identityLevel,
        addressLevel: body.addressLevel ?? before?.public_settings.addressLevel,
      };
      if (body.provider !== 'sandbox') {
        const kept = await providerKeys.secrets(brand.id, body.provider);
        const { issues, keys } = identityIssues(body, kept, levels);
        if (issues.length > 0) invalidRequest(issues);
        let refused: RequestIssue[];
        try {
          refused = await checkIdentityKeys(
            body.provider,
            keys,
            { identityLevel: levels.identityLevel ?? '', addressLevel: levels.addressLevel ?? '' },
            deps.identityEndpoints ?? {},
          );
        } catch (error) {
          deps.log.error({ err: error, brandId, provider: body.provider }, 'the identity provider did not answer');
          return refuse(ResultCode.TechnicalError);
        }
        if (refused.length > 0) invalidRequest(refused);
      }
      const names: readonly string[] = body.provider === 'sandbox' ? [] : IDENTITY_PROVIDER_SECRETS[body.provider];
      const given = Object.entries(body.secrets).filter(
        (entry): entry is [string, string] => !!entry[1] && names.includes(entry[0]),
      );
      // Sumsub's levels stay whichever provider is chosen: its old cases still decide through them.
      const publicSettings = Object.fromEntries(
        Object.entries(levels).filter((entry): entry is [string, string] => !!entry[1]),
      );
      await keep(caller, brand.id, {
        kind: 'identity',
        provider: body.provider,
        secretsOf: body.provider,
        publicSettings,
        given,
        before: { identity: before?.provider ?? 'sandbox', ...(before?.public_settings ?? {}) },
        after: { identity: body.provider, ...publicSettings },
      });
      return view(brand.id, deps.brandsService.origin(brand));
    },

    async updatePayments(
      caller: AdminCaller,
      brandId: string,
      body: AdminPaymentProviderRequest,
    ): Promise<AdminBrandProviders> {
      const brand = await reach(caller, brandId);
      const before = await repo.providerOf(db, brand.id, 'payments');
      const publishableKey = body.publishableKey ?? before?.public_settings.publishableKey;
      if (body.provider === 'stripe') {
        const { issues, secretKey } = await stripeIssues(brand.id, body, publishableKey);
        if (issues.length > 0) invalidRequest(issues);
        let accepted: boolean;
        try {
          accepted = await checkStripeKey(secretKey!, deps.stripeEndpoint);
        } catch (error) {
          deps.log.error({ err: error, brandId }, 'Stripe did not answer the key check');
          return refuse(ResultCode.TechnicalError);
        }
        if (!accepted) invalidRequest([{ path: 'secrets.secretKey', message: 'validation.providerKeyRejected' }]);
      }
      const given = Object.entries(body.secrets).filter((entry): entry is [string, string] => !!entry[1]);
      await keep(caller, brand.id, {
        kind: 'payments',
        provider: body.provider,
        // a brand back on the sandbox keeps its Stripe keys: payments taken through Stripe still settle
        secretsOf: 'stripe',
        publicSettings: body.provider === 'stripe' && publishableKey ? { publishableKey } : {},
        given,
        before: {
          payments: before?.provider ?? 'sandbox',
          publishableKey: before?.public_settings.publishableKey ?? null,
        },
        after: { payments: body.provider, publishableKey: publishableKey ?? null },
      });
      return view(brand.id, deps.brandsService.origin(brand));
    },
  };
}
export type AdminProvidersService = ReturnType<typeof createAdminProvidersService>;

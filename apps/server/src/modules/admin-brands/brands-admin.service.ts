import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import {
  ApiPath,
  BRAND_LINK_FIELDS,
  KycProviderType,
  type AdminBrand,
  type AdminBrandUpdateRequest,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { judgeBrandAsset } from '../../domain/brands/brand-asset.ts';
import { invalidRequest, type RequestIssue } from '../../domain/result.ts';
import { catalogues } from '../../i18n/catalogues.ts';
import { forbiddenUrl, type OutgoingPolicy } from '../../lib/outgoing-requests.ts';
import { darkOverridesOf, toBrandConfig } from '../brands/brand-config.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import { parseHostHeader } from '../brands/host-header.ts';
import { reachableById, type AdminCaller } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { BrandAdminRow, BrandsAdminRepository } from './brands-admin.repository.ts';

const view = (r: BrandAdminRow): AdminBrand => ({
  id: r.id,
  code: r.code,
  config: toBrandConfig(r),
  useGroups: r.settings.useGroups === true,
  useTraderPackageType: r.settings.useTraderPackageType === true,
  disabledCountries: r.disabled_countries,
  hosts: r.hosts,
  publicUrl: r.public_url,
  affiliatePostbackUrl: typeof r.settings.affiliatePostbackUrl === 'string' ? r.settings.affiliatePostbackUrl : null,
  kycProviderType: r.settings.kycProviderType === KycProviderType.EmbeddedWidget ? 1 : 0,
  primaryColor:
    typeof r.settings.primaryColor === 'string' && /^#[0-9a-f]{6}$/i.test(r.settings.primaryColor)
      ? r.settings.primaryColor
      : null,
  darkColors: { bg: null, surface: null, text: null, primary: null, ...darkOverridesOf(r.settings) },
});

/** Settings stored in brands.settings (the rest are columns: name, languages, countries, public_url). */
const SETTING_KEYS = [
  'logoUrl',
  'faviconUrl',
  'stylesCssUrl',
  'screensVariant',
  ...BRAND_LINK_FIELDS,
  'hideEconomicCalendarMenu',
  'hideDiscordMenu',
  'isVerificationProgressEnabled',
  'isKycEnabled',
  'kycProviderType',
  'primaryColor',
  'darkColors',
  'useGroups',
  'useTraderPackageType',
  'chatWidget',
  'hideGoogleTag',
  'googleTagManagerKey',
  'googleAdsFloodlightKey',
  'recaptchaSiteKey',
  'pixelTikTok',
  'sentry',
  'affiliatePostbackUrl',
] as const;

/** A host as the Host header names it (brands/host-header.ts), exactly and without a port: else null. */
export function hostKey(input: string): string | null {
  const header = !input.startsWith('[') && isIPv6(input) ? `[${input}]` : input;
  const key = parseHostHeader(header);
  return key !== null && key === header.replace(/^\[(.*)\]$/, '$1') ? key : null;
}

/**
 * A brand's settings, hosts and images as the firm manages them. The brands service caches hosts for 30 s
 * (brands.service.ts); every change here clears that cache after its commit, so this instance's traders see it
 * on their next request, and records the change (brand_changes) so other instances drop theirs within a second.
 */
export function createBrandsAdminService(deps: {
  db: Db;
  brandsAdminRepository: BrandsAdminRepository;
  brandsService: BrandsService;
  audit: Audit;
  /** which addresses a URL the server will call (the postback template) may name */
  outgoingPolicy: OutgoingPolicy;
}) {
  const repo = deps.brandsAdminRepository;

  /** A brand is its own brand: the caller may reach it if it is in the caller's scope. */
  const reachable = reachableById(repo, (brand) => brand.id);

  /** Runs a change in a transaction, audits it with the brand before and after, and drops the host cache. */
  async function change(
    caller: AdminCaller,
    id: string,
    action: string,
    apply: (tx: Queryable, before: BrandAdminRow) => Promise<void>,
  ): Promise<AdminBrand> {
    const result = await deps.db.transaction(async (tx) => {
      const before = await reachable(tx, caller, id, true);
      await apply(tx, before);
      await deps.brandsService.recordChange(tx);
      const after = view((await repo.byId(tx, id))!);
      await deps.audit.record(tx, caller, {
        action,
        targetType: 'brand',
        targetId: id,
        brandId: id,
        before: view(before),
        after,
      });
      return after;
    });
    deps.brandsService.invalidate();
    return result;
  }

  return {
    list: async (caller: AdminCaller) => ({
      items: (await repo.list(deps.db, caller.scope)).map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        hosts: r.hosts,
        publicUrl: r.public_url,
      })),
    }),

    get: async (caller: AdminCaller, id: string) => view(await reachable(deps.db, caller, id)),

    update: (caller: AdminCaller, id: string, req: AdminBrandUpdateRequest) =>
      change(caller, id, 'brands.updated', async (tx, before) => {
        const languages = req.languages ?? before.languages;
        const defaultLanguage = req.defaultLanguage ?? before.default_language;
        const issues: RequestIssue[] = [];
        for (const code of Object.keys(req.languages ?? {}))
          if (!Object.hasOwn(catalogues, code))
            issues.push({ path: `languages.${code}`, message: 'validation.languageWithoutTexts' });
        if (req.languages && Object.keys(languages).length === 0)
          issues.push({ path: 'languages', message: 'validation.languagesRequired' });
        if (!Object.hasOwn(languages, defaultLanguage))
          issues.push({ path: 'defaultLanguage', message: 'validation.defaultLanguage' });
        // The server itself calls the postback template: one naming this machine or a private network is refused
        // here, and every call is checked again where the connection is made (lib/outgoing-requests.ts).
        if (req.affiliatePostbackUrl && forbiddenUrl(req.affiliatePostbackUrl, deps.outgoingPolicy))
          issues.push({ path: 'affiliatePostbackUrl', message: 'validation.urlNotPublic' });
        if (issues.length) invalidRequest(issues);
        const settings: Record<string, unknown> = { ...before.settings };
        for (const key of SETTING_KEYS) if (req[key] !== undefined) settings[key] = req[key];
        await repo.update(tx, id, {
          name: req.brandName ?? before.name,
          settings,
          languages,
          default_language: defaultLanguage,
          disabled_countries: req.disabledCountries ? [...new Set(req.disabledCountries)] : before.disabled_countries,
          public_url: req.publicUrl === undefined ? before.public_url : req.publicUrl,
        });
      }),

    addHost: (caller: AdminCaller, id: string, input: string) =>
      change(caller, id, 'brands.hostAdded', async (tx) => {
        const host = hostKey(input);
        if (host === null) return invalidRequest([{ path: 'host', message: 'validation.host' }]);
        // A host selects one brand: taken (by this brand or another) is refused, without naming the other brand.
        if (!(await repo.addHost(tx, id, host))) invalidRequest([{ path: 'host', message: 'validation.hostTaken' }]);
      }),

    removeHost: (caller: AdminCaller, id: string, input: string) =>
      change(caller, id, 'brands.hostRemoved', async (tx, before) => {
        const host = hostKey(input) ?? input;
        if (!before.hosts.includes(host))
          return invalidRequest([{ path: 'host', message: 'validation.hostNotOfBrand' }]);
        // Its last host gone, nobody could reach the brand any more.
        if (before.hosts.length === 1) invalidRequest([{ path: 'host', message: 'validation.lastHost' }]);
        await repo.removeHost(tx, id, host);
      }),

    /**
     * Stores a logo or favicon (judged from its bytes) and points the brand's configuration at its public
     * address; the hash in the address changes with the image, so browsers never show a stale one.
     */
    async putAsset(caller: AdminCaller, id: string, kind: 'logo' | 'favicon', bytes: Buffer | undefined) {
      const verdict = await judgeBrandAsset(bytes ?? Buffer.alloc(0));
      if (!verdict.ok) {
        await reachable(deps.db, caller, id); // an unreachable brand answers 403 first, whatever was sent
        return invalidRequest([
          { path: 'body', message: verdict.reason, ...(verdict.detail ? { detail: verdict.detail } : {}) },
        ]);
      }
      const sha256 = createHash('sha256').update(bytes!).digest('hex');
      const url = `${ApiPath.brandAsset.replace(':brandId', id).replace(':kind', kind)}?v=${sha256.slice(0, 16)}`;
      await change(caller, id, 'brands.assetUploaded', async (tx, before) => {
        await repo.putAsset(tx, id, kind, { contentType: verdict.contentType, bytes: bytes!, sha256 });
        await repo.update(tx, id, {
          ...before,
          settings: { ...before.settings, [kind === 'logo' ? 'logoUrl' : 'faviconUrl']: url },
        });
      });
      return { kind, contentType: verdict.contentType, size: bytes!.length, url };
    },
  };
}
export type BrandsAdminService = ReturnType<typeof createBrandsAdminService>;

import { ResultCode } from '@portal/contract';
import { refuse } from '../../http/refusal.ts';
import type { BrandRow } from './brand.ts';
import { brandOrigin } from './brand-origin.ts';
import type { BrandsRepository } from './brands.repository.ts';
import { parseHostHeader } from './host-header.ts';
import { toBrandConfig } from './brand-config.ts';

const CACHE_MS = 30_000;

/**
 * Resolves the brand of a request from its Host; a short cache keeps this off the database's hot path. A Host
 * that is not a plain hostname or IP literal with an optional valid port names no brand (-900) and is never
 * looked up or cached. `fallbackPort` (the server's PORT) completes the address of a brand without public_url.
 */
export function createBrandsService(deps: {
  brandsRepository: BrandsRepository;
  fallbackPort: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { brand: BrandRow | undefined; at: number }>();
  return {
    async resolveHost(hostHeader: string | undefined): Promise<BrandRow> {
      const host = parseHostHeader(hostHeader);
      if (host === null) return refuse(ResultCode.BrandIsNotSetUp);
      const hit = cache.get(host);
      let brand = hit && now() - hit.at < CACHE_MS ? hit.brand : undefined;
      if (!hit || now() - hit.at >= CACHE_MS) {
        brand = await deps.brandsRepository.findByHost(host);
        if (cache.size > 1000) cache.clear();
        cache.set(host, { brand, at: now() });
      }
      return brand ?? refuse(ResultCode.BrandIsNotSetUp);
    },
    /**
     * Forgets every cached host, so a brand changed in the back office (settings, hosts) is read afresh on the
     * next request. Only this instance's cache: other instances keep theirs for up to CACHE_MS.
     */
    invalidate(): void {
      cache.clear();
    },
    async byId(id: string): Promise<BrandRow> {
      return (await deps.brandsRepository.findById(id)) ?? refuse(ResultCode.BrandIsNotSetUp);
    },
    /** scheme://host[:port] of the brand's site, from configuration only (brand-origin.ts). */
    origin: (brand: BrandRow): string => brandOrigin(brand, deps.fallbackPort),
    /** Each brand's bot-check site key, for the start-up check of the captcha setup. */
    async captchaSiteKeys(): Promise<{ code: string; siteKey: string | null }[]> {
      return (await deps.brandsRepository.all()).map((b) => ({
        code: b.code,
        siteKey: toBrandConfig(b).recaptchaSiteKey,
      }));
    },
  };
}
export type BrandsService = ReturnType<typeof createBrandsService>;

import { ResultCode } from '@portal/contract';
import { refuse } from '../../http/refusal.ts';
import type { BrandRow } from './brand.ts';
import type { BrandsRepository } from './brands.repository.ts';
import { toBrandConfig } from './brand-config.ts';

const CACHE_MS = 30_000;

/** Resolves the brand of a request from its Host; a short cache keeps this off the database's hot path. */
export function createBrandsService(deps: { brandsRepository: BrandsRepository; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { brand: BrandRow | undefined; at: number }>();
  return {
    async resolveHost(hostHeader: string | undefined): Promise<BrandRow> {
      const host = normaliseHost(hostHeader);
      const hit = cache.get(host);
      let brand = hit && now() - hit.at < CACHE_MS ? hit.brand : undefined;
      if (!hit || now() - hit.at >= CACHE_MS) {
        brand = await deps.brandsRepository.findByHost(host);
        if (cache.size > 1000) cache.clear();
        cache.set(host, { brand, at: now() });
      }
      return brand ?? refuse(ResultCode.BrandIsNotSetUp);
    },
    async byId(id: string): Promise<BrandRow> {
      return (await deps.brandsRepository.findById(id)) ?? refuse(ResultCode.BrandIsNotSetUp);
    },
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

/** "LocalHost:3000" → "localhost"; "[::1]:3000" → "::1"; "portal.example." (fully qualified) → "portal.example". */
export function normaliseHost(host: string | undefined): string {
  const h = (host ?? '').trim().toLowerCase();
  if (h.startsWith('[')) return h.includes(']') ? h.slice(1, h.indexOf(']')) : h;
  return h.replace(/:\d+$/, '').replace(/\.$/, '');
}

import { ResultCode } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { refuse } from '../../http/refusal.ts';
import type { BrandRow } from './brand.ts';
import { brandOrigin } from './brand-origin.ts';
import type { BrandsRepository } from './brands.repository.ts';
import { parseHostHeader } from './host-header.ts';
import { toBrandConfig } from './brand-config.ts';

const CACHE_MS = 30_000;
/** How often an instance asks whether any instance changed a brand (brand_changes, migration 0028). */
const CHANGE_CHECK_MS = 1_000;

/**
 * Resolves the brand of a request from its Host; a short cache keeps this off the database's hot path. A Host
 * that is not a plain hostname or IP literal with an optional valid port names no brand (-900) and is never
 * looked up or cached. `fallbackPort` (the server's PORT) completes the address of a brand without public_url.
 * A change saved on any instance (its counter in brand_changes moved) empties the cache within CHANGE_CHECK_MS.
 */
export function createBrandsService(deps: {
  brandsRepository: BrandsRepository;
  fallbackPort: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { brand: BrandRow | undefined; at: number }>();
  let seenVersion: string | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;

  /** At most once per CHANGE_CHECK_MS (one query shared by concurrent requests): drop the cache if a brand changed. */
  async function dropIfChanged(): Promise<void> {
    if (now() - checkedAt < CHANGE_CHECK_MS) return;
    checking ??= deps.brandsRepository
      .changeVersion()
      .then((version) => {
        if (version !== seenVersion) cache.clear();
        seenVersion = version;
        checkedAt = now();
      })
      .finally(() => {
        checking = null;
      });
    await checking;
  }

  return {
    async resolveHost(hostHeader: string | undefined): Promise<BrandRow> {
      const host = parseHostHeader(hostHeader);
      if (host === null) return refuse(ResultCode.BrandIsNotSetUp);
      await dropIfChanged();
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
     * next request. Other instances see the change through recordChange within CHANGE_CHECK_MS.
     */
    invalidate(): void {
      cache.clear();
    },
    /** Records a change of a brand for every instance (call inside the change's transaction). */
    recordChange: (q: Queryable): Promise<void> => deps.brandsRepository.recordChange(q),
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

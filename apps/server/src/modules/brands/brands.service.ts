import { ResultCode } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { refuse } from '../../domain/result.ts';
import type { BrandRow } from './brand.ts';
import { brandOrigin } from './brand-origin.ts';
import type { BrandsRepository } from './brands.repository.ts';
import { parseHostHeader } from './host-header.ts';
import { toBrandConfig } from './brand-config.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { createNotifiedCache } from '../../lib/notified-cache.ts';
import { isUuid } from '../../lib/ids.ts';

/** A kept host is read again after this long even without a notification (a bound, not the mechanism). */
const CACHE_MAX_AGE_MS = 10 * 60_000;
/** Hosts kept (a firm has a handful of brands; unknown hosts are kept too, so a flood of them stays bounded). */
const CACHE_MAX = 1000;
/** Host headers whose parse is remembered as sent (the parse is pure; a flood of new ones only restarts the map). */
const PARSED_MAX = 1000;

/**
 * Resolves the brand of a request from its Host, kept in memory off the database's hot path. A Host that is not a
 * plain hostname or IP literal with an optional valid port names no brand (-900) and is never looked up or kept.
 * Any change to brands or their hosts, on any instance, is announced by the database (migration 0025) and empties
 * every instance's cache at once; without the announcements every call reads the database.
 * `fallbackPort` (the server's PORT) completes the address of a brand without public_url.
 */
export function createBrandsService(deps: {
  db: Db;
  brandsRepository: BrandsRepository;
  fallbackPort: number;
  changes?: ChangeFeed;
  now?: () => number;
}) {
  const cache = deps.changes
    ? createNotifiedCache<BrandRow | undefined>(deps.changes, {
        max: CACHE_MAX,
        maxAgeMs: CACHE_MAX_AGE_MS,
        ...(deps.now ? { now: deps.now } : {}),
      })
    : undefined;
  deps.changes?.subscribe({
    change: (payload) => {
      if (payload === 'brands') cache?.clear();
    },
    reset: () => cache?.clear(),
  });
  // Per request only lookups: a Host header's parse by its text, a brand's origin by its row (a kept
  // row is the same object until its cache entry is forgotten; a row read afresh gets its own).
  const parsed = new Map<string, string | null>();
  const hostOf = (header: string | undefined): string | null => {
    if (header === undefined) return parseHostHeader(header);
    let host = parsed.get(header);
    if (host === undefined) {
      if (parsed.size >= PARSED_MAX) parsed.clear();
      parsed.set(header, (host = parseHostHeader(header)));
    }
    return host;
  };
  const origins = new WeakMap<BrandRow, string>();
  return {
    async resolveHost(hostHeader: string | undefined): Promise<BrandRow> {
      const host = hostOf(hostHeader);
      if (host === null) return refuse(ResultCode.BrandIsNotSetUp);
      const read = () => deps.brandsRepository.findByHost(deps.db, host);
      const kept = cache?.get(host);
      const brand = kept ? kept.value : cache ? await cache.load(host, read) : await read();
      return brand ?? refuse(ResultCode.BrandIsNotSetUp);
    },
    /**
     * Forgets every kept host on this instance at once, so a brand changed in the back office is read afresh by
     * the next request; every instance (this one too) also hears of the change from the database.
     */
    invalidate(): void {
      cache?.clear();
    },
    /** Records a change of a brand for every instance (call inside the change's transaction). */
    recordChange: (q: Queryable): Promise<void> => deps.brandsRepository.recordChange(q),
    async byId(id: string): Promise<BrandRow> {
      return (await deps.brandsRepository.findById(deps.db, id)) ?? refuse(ResultCode.BrandIsNotSetUp);
    },
    /** A brand's uploaded image for the public route (an id that is no uuid names none). */
    asset: (brandId: string, kind: string) =>
      isUuid(brandId) ? deps.brandsRepository.asset(deps.db, brandId, kind) : Promise.resolve(undefined),
    /** scheme://host[:port] of the brand's site, from configuration only (brand-origin.ts). */
    origin(brand: BrandRow): string {
      let origin = origins.get(brand);
      if (origin === undefined) origins.set(brand, (origin = brandOrigin(brand, deps.fallbackPort)));
      return origin;
    },
    /** Each brand's bot-check site key, for the start-up check of the captcha setup. */
    async captchaSiteKeys(): Promise<{ code: string; siteKey: string | null }[]> {
      return (await deps.brandsRepository.all(deps.db)).map((b) => ({
        code: b.code,
        siteKey: toBrandConfig(b).recaptchaSiteKey,
      }));
    },
  };
}
export type BrandsService = ReturnType<typeof createBrandsService>;

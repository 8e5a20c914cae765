import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { areaModule } from '../module.ts';
import { brandAssetRoutes } from './brand-asset.routes.ts';
import { toBrandConfig } from './brand-config.ts';
import { createBrandsRepository } from './brands.repository.ts';
import { createBrandsService } from './brands.service.ts';

/** The brands: the brand of a request's host, kept in memory while the database announces changes; their images. */
export function createBrandsModule(deps: { db: Db; fallbackPort: number; changes: ChangeFeed; assetsDir: string }) {
  const brandsService = createBrandsService({
    db: deps.db,
    brandsRepository: createBrandsRepository(),
    fallbackPort: deps.fallbackPort,
    changes: deps.changes,
  });
  return areaModule(
    {
      brandsService,
      /** The bot-check site key of the brand a host serves (null for a host of no brand). */
      siteKeyOfHost: (host: string | undefined) =>
        brandsService.resolveHost(host).then(
          (brand) => toBrandConfig(brand).recaptchaSiteKey,
          () => null,
        ),
    },
    [brandAssetRoutes({ brandsService, assetsDir: deps.assetsDir })],
  );
}
export type BrandsModule = ReturnType<typeof createBrandsModule>;

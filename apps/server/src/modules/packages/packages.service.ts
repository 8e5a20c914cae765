import { ResultCode, type TradingPackage } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { refuse } from '../../domain/result.ts';
import { isUuid } from '../../lib/ids.ts';
import { termsView, type PackageRow } from './package-row.ts';
import type { PackagesRepository } from './packages.repository.ts';

export const toTradingPackage = (r: PackageRow): TradingPackage => ({
  id: r.id,
  ...termsView(r),
  platform: { id: r.platform_id, name: r.platform_name, type: r.platform_type, demoModeNote: r.demo_mode_note },
  phases: r.phases,
  funded: r.funded_rules,
});

export function createPackagesService(deps: { db: Db; packagesRepository: PackagesRepository }) {
  return {
    async list(brandId: string): Promise<{ items: TradingPackage[] }> {
      return { items: (await deps.packagesRepository.list(deps.db, brandId)).map(toTradingPackage) };
    },
    /** An active package of the brand, or -19 (unknown, retired, another brand's, or not an id at all). */
    async require(q: Queryable, brandId: string, id: string): Promise<PackageRow> {
      const row = isUuid(id) ? await deps.packagesRepository.get(q, brandId, id) : undefined;
      return row ?? refuse(ResultCode.TraderPackageNotFound);
    },
    platforms: (brandId: string) => deps.packagesRepository.platforms(deps.db, brandId),
  };
}
export type PackagesService = ReturnType<typeof createPackagesService>;

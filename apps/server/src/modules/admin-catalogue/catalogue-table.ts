import type { Db, Queryable } from '../../db/client.ts';
import { invalidRequest } from '../../domain/result.ts';
import { assertInScope, brandOfRow, reachableById, type AdminCaller } from '../admin-operators/admin-caller.ts';

/** A catalogue's rows as its repository reads them: a brand's, each under a code unique within the brand. */
type CatalogueRepository<R, P, L extends { rows: R[] }> = {
  page(q: Queryable, brandId: string, p: P): Promise<L>;
  byId(q: Queryable, id: string, forUpdate?: boolean): Promise<R | undefined>;
  codeTaken(q: Queryable, brandId: string, code: string): Promise<boolean>;
};

/**
 * What the console's two catalogues (packages, discount codes) do alike: a page of a brand in the caller's scope, a
 * row only if the caller may reach it, a code its brand already has refused, and the audit's target.
 */
export function catalogueTable<R extends { brand_id: string }, P, L extends { rows: R[] }>(
  db: Db,
  repo: CatalogueRepository<R, P, L>,
  targetType: string,
) {
  return {
    async page(caller: AdminCaller, f: P & { brandId: string }) {
      assertInScope(caller, f.brandId);
      return repo.page(db, f.brandId, f);
    },
    /** The row if the caller may reach it (unknown and out of scope alike: 403/-50). */
    reachable: reachableById(repo, brandOfRow),
    async refuseTakenCode(q: Queryable, brandId: string, code: string) {
      if (await repo.codeTaken(q, brandId, code)) invalidRequest([{ path: 'code', message: 'validation.codeTaken' }]);
    },
    target: (id: string, brandId: string) => ({ targetType, targetId: id, brandId }),
  };
}

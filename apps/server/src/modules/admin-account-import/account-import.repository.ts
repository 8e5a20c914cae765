import type { Queryable } from '../../db/client.ts';

/** The back office's reads for an import: which brand a package belongs to, and the trader it is for. */
export function createAccountImportRepository() {
  return {
    /** The brand of an active package (the import's brand), or undefined. */
    async brandOfPackage(q: Queryable, packageId: string): Promise<string | undefined> {
      const rows = await q.query<{ brand_id: string }>(
        'select brand_id from trading_packages where id = $1 and is_active',
        [packageId],
      );
      return rows[0]?.brand_id;
    },
    /** A trader of the brand, by id or e-mail (stored lower-case, as sign-up keeps it), or undefined. */
    async trader(
      q: Queryable,
      brandId: string,
      who: { id?: string | undefined; email?: string | undefined },
    ): Promise<{ id: string; email: string } | undefined> {
      const rows = await q.query<{ id: string; email: string }>(
        `select id, email from users where brand_id = $1 and ($2::uuid is null or id = $2)
            and ($3::text is null or email = $3) limit 1`,
        [brandId, who.id ?? null, who.email ?? null],
      );
      return rows[0];
    },
  };
}
export type AccountImportRepository = ReturnType<typeof createAccountImportRepository>;

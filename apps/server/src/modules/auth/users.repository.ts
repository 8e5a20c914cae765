import type { Queryable } from '../../db/client.ts';

export type UserRow = {
  id: string;
  brand_id: string;
  email: string;
  password_hash: string | null;
  email_verified_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  language: string | null;
  pending_package_id: string | null;
};

const columns =
  'id, brand_id, email, password_hash, email_verified_at, first_name, last_name, language, pending_package_id';

export type NewUser = {
  brandId: string;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  countryOfRegistration?: string | null;
  phone?: string | null;
  language?: string | null;
  clickId?: string | null;
  cnvId?: string | null;
  pendingPackageId?: string | null;
  pendingDiscountCode?: string | null;
  emailVerified?: boolean;
};

export function createUsersRepository() {
  return {
    async findByEmail(q: Queryable, brandId: string, email: string): Promise<UserRow | undefined> {
      const rows = await q.query<UserRow>(`select ${columns} from users where brand_id = $1 and email = $2`, [
        brandId,
        email,
      ]);
      return rows[0];
    },
    async findById(q: Queryable, brandId: string, id: string, lock = false): Promise<UserRow | undefined> {
      const rows = await q.query<UserRow>(
        `select ${columns} from users where brand_id = $1 and id = $2${lock ? ' for update' : ''}`,
        [brandId, id],
      );
      return rows[0];
    },
    /** Inserts unless the e-mail is taken in the brand; returns undefined when it was. */
    async insert(q: Queryable, u: NewUser): Promise<UserRow | undefined> {
      const rows = await q.query<UserRow>(
        `insert into users (brand_id, email, password_hash, first_name, last_name, country_of_registration, phone,
                            language, click_id, cnv_id, pending_package_id, email_verified_at, pending_discount_code)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, case when $12 then now() end, $13)
         on conflict (brand_id, email) do nothing returning ${columns}`,
        [
          u.brandId,
          u.email,
          u.passwordHash,
          u.firstName,
          u.lastName,
          u.countryOfRegistration ?? null,
          u.phone ?? null,
          u.language ?? null,
          u.clickId ?? null,
          u.cnvId ?? null,
          u.pendingPackageId ?? null,
          u.emailVerified === true,
          u.pendingDiscountCode ?? null,
        ],
      );
      return rows[0];
    },
    async markEmailVerified(q: Queryable, id: string): Promise<void> {
      await q.query(
        'update users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = $1',
        [id],
      );
    },
    async updateGuest(
      q: Queryable,
      id: string,
      fields: {
        firstName: string | null;
        lastName: string | null;
        pendingPackageId: string | null;
        pendingDiscountCode?: string | null;
        language: string | null;
      },
    ) {
      await q.query(
        `update users set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
                pending_package_id = coalesce($4, pending_package_id), language = coalesce($5, language),
                pending_discount_code = case when $4::text is null then pending_discount_code else $6 end, updated_at = now()
          where id = $1`,
        [
          id,
          fields.firstName,
          fields.lastName,
          fields.pendingPackageId,
          fields.language,
          fields.pendingDiscountCode ?? null,
        ],
      );
    },
    async setPassword(q: Queryable, id: string, passwordHash: string): Promise<void> {
      await q.query('update users set password_hash = $2, updated_at = now() where id = $1', [id, passwordHash]);
      await q.query('insert into password_history (user_id, password_hash) values ($1, $2)', [id, passwordHash]);
    },
    /** The hashes of the last `limit` passwords, newest first (SPEC §8 -22 "password was used before"). */
    async recentPasswordHashes(q: Queryable, id: string, limit: number): Promise<string[]> {
      const rows = await q.query<{ password_hash: string }>(
        'select password_hash from password_history where user_id = $1 order by created_at desc limit $2',
        [id, limit],
      );
      return rows.map((r) => r.password_hash);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

import type { PersonalData, PersonalDataUpdate, ThemeChoice } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';

type Row = {
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  date_of_birth: string | null;
  country_of_registration: string | null;
  city: string | null;
  address: string | null;
  postal_code: string | null;
  email_verified_at: Date | null;
};

const toPersonalData = (r: Row): PersonalData => ({
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  dateOfBirth: r.date_of_birth,
  countryOfRegistration: r.country_of_registration,
  city: r.city,
  address: r.address,
  postalCode: r.postal_code,
  isEmailVerified: !!r.email_verified_at,
});

/** Personal data lives on the trader's row; every query is scoped by brand and owner. */
export function createProfileRepository() {
  const select = `select email, first_name, last_name, phone, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth,
                         country_of_registration, city, address, postal_code, email_verified_at from users`;
  return {
    async get(q: Queryable, brandId: string, userId: string): Promise<PersonalData | undefined> {
      const rows = await q.query<Row>(`${select} where brand_id = $1 and id = $2`, [brandId, userId]);
      return rows[0] && toPersonalData(rows[0]);
    },
    async theme(q: Queryable, brandId: string, userId: string): Promise<ThemeChoice | undefined> {
      const rows = await q.query<{ theme: ThemeChoice }>('select theme from users where brand_id = $1 and id = $2', [
        brandId,
        userId,
      ]);
      return rows[0]?.theme;
    },
    async setTheme(q: Queryable, brandId: string, userId: string, theme: ThemeChoice): Promise<boolean> {
      const rows = await q.query(
        'update users set theme = $3, updated_at = now() where brand_id = $1 and id = $2 returning id',
        [brandId, userId, theme],
      );
      return rows.length === 1;
    },
    async update(q: Queryable, brandId: string, userId: string, d: PersonalDataUpdate): Promise<boolean> {
      const rows = await q.query(
        `update users set first_name = $3, last_name = $4, phone = $5, date_of_birth = $6::date, country_of_registration = $7,
                city = $8, address = $9, postal_code = $10, updated_at = now()
          where brand_id = $1 and id = $2 returning id`,
        [
          brandId,
          userId,
          d.firstName,
          d.lastName,
          d.phone ?? null,
          d.dateOfBirth ?? null,
          d.countryOfRegistration,
          d.city || null,
          d.address || null,
          d.postalCode || null,
        ],
      );
      return rows.length === 1;
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;

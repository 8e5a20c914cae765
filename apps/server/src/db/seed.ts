import type { Db } from './client.ts';
import { createBrandsRepository } from '../modules/brands/brands.repository.ts';
import { createUsersRepository } from '../modules/auth/users.repository.ts';
import type { PasswordHasher } from '../modules/auth/password-hasher.ts';
import { seedBrands } from './seed-brands.ts';

/** The demo trader of the default brand, named in README.md; seeded only on the embedded default. */
export const DEMO_TRADER = {
  email: 'trader@demo.test',
  password: 'DemoTrader#2026',
  firstName: 'Alex',
  lastName: 'Morgan',
} as const;

/** Idempotent: brands are added when absent; the demo trader only when asked (never on production by default). */
export async function seed(db: Db, options: { demo: boolean; hasher: PasswordHasher }): Promise<void> {
  const brands = createBrandsRepository(db);
  const users = createUsersRepository();
  await db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const brand of seedBrands) ids.push(await brands.ensure(tx, brand));
    if (!options.demo) return;
    const brandId = ids[0]!;
    if (await users.findByEmail(tx, brandId, DEMO_TRADER.email)) return;
    const hash = await options.hasher.hash(DEMO_TRADER.password);
    const user = await users.insert(tx, {
      brandId,
      email: DEMO_TRADER.email,
      passwordHash: hash,
      firstName: DEMO_TRADER.firstName,
      lastName: DEMO_TRADER.lastName,
      countryOfRegistration: 'GB',
      language: 'en',
      emailVerified: true,
    });
    if (user) await users.setPassword(tx, user.id, hash);
  });
}

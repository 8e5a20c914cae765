import type { Db } from '../db/client.ts';
import { createBrandsRepository } from '../modules/brands/brands.repository.ts';
import { createUsersRepository } from '../modules/auth/users.repository.ts';
import type { PasswordHasher } from '../modules/auth/password-hasher.ts';
import { seedBrands } from './seed-brands.ts';
import { seedCalendar } from './seed-calendar.ts';
import { discountSeeds, packageSeeds, platformSeeds } from './seed-catalogue.ts';
import type { Queryable } from '../db/client.ts';
import {
  createOperatorAccount,
  DEMO_BRAND_ADMIN,
  DEMO_FINANCE,
  DEMO_OWNER,
  DEMO_RISK,
} from '../modules/admin-operators/operator-accounts.ts';
import { createOperatorsRepository } from '../modules/admin-operators/operators.repository.ts';

/** The demo trader of the default brand, named in README.md; seeded only on the embedded default. */
export const DEMO_TRADER = {
  email: 'trader@demo.test',
  password: 'DemoTrader#2026',
  firstName: 'Alex',
  lastName: 'Morgan',
  country: 'GB',
} as const;

/**
 * Bluewave's demo trader: the same e-mail and password on Bluewave's host (a trader belongs to one brand). Added
 * with the demo deployment's activity only, not by `seed` (docs/decisions/065-demo-activity.md).
 */
export const DEMO_BLUEWAVE_TRADER = {
  email: DEMO_TRADER.email,
  password: DEMO_TRADER.password,
  firstName: 'Camille',
  lastName: 'Laurent',
  country: 'FR',
} as const;

export type DemoTraderSeed = { email: string; password: string; firstName: string; lastName: string; country: string };

/** Adds a demo trader to a brand when absent: e-mail verified, the published password. */
export async function ensureDemoTrader(
  tx: Queryable,
  hasher: PasswordHasher,
  brandId: string,
  trader: DemoTraderSeed,
): Promise<void> {
  const users = createUsersRepository();
  if (await users.findByEmail(tx, brandId, trader.email)) return;
  const hash = await hasher.hash(trader.password);
  const user = await users.insert(tx, {
    brandId,
    email: trader.email,
    passwordHash: hash,
    firstName: trader.firstName,
    lastName: trader.lastName,
    countryOfRegistration: trader.country,
    language: 'en',
    emailVerified: true,
  });
  if (user) await users.setPassword(tx, user.id, hash);
}

/**
 * Idempotent: brands are added when absent; the demo trader only when asked (never on production by default),
 * and the demo owner of the back office too when the TOTP secret can be sealed (`sealTotp`, keyed by the
 * server secret).
 */
export async function seed(
  db: Db,
  options: { demo: boolean; hasher: PasswordHasher; sealTotp?: (secret: string) => string },
): Promise<void> {
  const brands = createBrandsRepository();
  await db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const brand of seedBrands) ids.push(await brands.ensure(tx, brand));
    await seedCatalogue(tx, Object.fromEntries(seedBrands.map((b, i) => [b.code, ids[i]!])));
    if (!options.demo) return;
    if (options.sealTotp) await seedDemoOperators(tx, options.hasher, options.sealTotp);
    await ensureDemoTrader(tx, options.hasher, ids[0]!, DEMO_TRADER);
  });
  if (options.demo) await seedCalendar(db); // a demo week only: invented events must never reach a firm's news rule
}

/**
 * The back office's demo owner, demo finance operator (the payout queue), demo risk analyst (the risk desk) and
 * demo brand admin (one brand): known passwords and TOTP secrets (README), no password change asked. Each is added when absent.
 */
async function seedDemoOperators(tx: Queryable, hasher: PasswordHasher, sealTotp: (secret: string) => string) {
  const operators = createOperatorsRepository();
  const demo = [
    { ...DEMO_OWNER, role: 'owner', brandCodes: [] },
    { ...DEMO_FINANCE, role: 'finance' },
    { ...DEMO_RISK, role: 'risk' },
    { ...DEMO_BRAND_ADMIN, role: 'brand_admin' },
  ] as const;
  for (const o of demo) {
    if (await operators.findByEmail(tx, o.email)) continue;
    await createOperatorAccount(tx, hasher, {
      email: o.email,
      role: o.role,
      brandCodes: o.brandCodes,
      password: o.password,
      mustChangePassword: false,
      totpSecretSealed: sealTotp(o.totpSecret),
      now: new Date(),
    });
  }
}

/** Platforms, packages and demo discount codes; rows that exist are left as the firm may have changed them. */
async function seedCatalogue(tx: Queryable, brandIds: Record<string, string>): Promise<void> {
  for (const p of platformSeeds) {
    await tx.query(
      `insert into trading_platforms (id, name, type, server_name, demo_mode_note, links) values ($1, $2, $3, $4, $5, $6)
       on conflict (id) do nothing`,
      [p.id, p.name, p.type, p.serverName, p.demoModeNote, JSON.stringify(p.links)],
    );
  }
  for (const [code, brandId] of Object.entries(brandIds)) {
    for (const p of packageSeeds[code] ?? []) {
      await tx.query(
        `insert into trading_packages (brand_id, code, name, account_size, currency, price, platform_id, trader_package_type,
                group_name, phases, funded_rules, profit_split_percent, leverage, refundable_fee, is_popular, sort_order)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         on conflict (brand_id, code) do nothing`,
        [
          brandId,
          p.code,
          p.name,
          p.accountSize,
          p.currency,
          p.price,
          p.platformId,
          p.traderPackageType,
          p.group,
          JSON.stringify(p.phases),
          JSON.stringify(p.funded),
          p.profitSplitPercent,
          p.leverage,
          p.refundableFee,
          p.isPopular,
          p.sortOrder,
        ],
      );
    }
    for (const d of discountSeeds[code] ?? []) {
      await tx.query(
        `insert into discount_codes (brand_id, code, kind, value, currency, expires_at, usage_limit, package_ids)
         values ($1, $2, $3, $4, $5, case when $6::integer is null then null else now() + make_interval(days => $6::integer) end, $7,
                 case when $8::text[] is null then null
                      else array(select id from trading_packages where brand_id = $1 and code = any($8::text[])) end)
         on conflict (brand_id, code) do nothing`,
        [brandId, d.code, d.kind, d.value, d.currency, d.expiresInDays, d.usageLimit, d.packageCodes],
      );
    }
  }
}

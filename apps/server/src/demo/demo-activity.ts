import { ApiPath, type OrdersPage, type TradingPackage } from '@portal/contract';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { ensureDemoTrader } from '../seed/seed.ts';
import { seedBrands } from '../seed/seed-brands.ts';
import { createLeaderLock } from '../lib/leader-lock.ts';
import { argon2Hasher } from '../modules/auth/password-hasher.ts';
import type { AdminCaller } from '../modules/admin-operators/admin-caller.ts';
import { demoOperators, traderSession } from './demo-client.ts';
import { seedChallenges, traderAccounts, type DemoContext } from './demo-challenges.ts';
import { seedFunding } from './demo-funding.ts';
import { seedOrders } from './demo-orders.ts';
import { seedRiskDemo } from './demo-risk.ts';
import { RISK_DEMO_BRAND_CODE } from '../seed/risk-demo-traders.ts';
import { demoScripts, type DemoScript } from './demo-scripts.ts';

/**
 * What got its activity on this start (the rest had theirs already): each brand's demo trader, and the risk desk's
 * ring and hedged pair (demo-risk.ts).
 */
export type DemoActivity = { brand: string; scenario: 'trader' | 'riskDesk'; seeded: boolean }[];

/** Where the seeded history's deal ids start: below the sandbox platform's tickets (sandbox_ticket_seq, 50000001). */
const FIRST_DEAL_ID = 30_000_001;

/**
 * A demo deployment's traders with something to show (docs/decisions/065-demo-activity.md): for Northwind's and
 * Bluewave's demo trader, orders, challenges in every state, a funded account with a paid payout and its
 * certificates, all made through the app's own API and services, dated relative to `app`'s clock; then the risk
 * desk's copy ring and hedged pair (demo-risk.ts). Once per
 * trader: one who has an order or an account already, or whose password is no longer the published one, is left
 * as they are. `app` must deliver its sandbox
 * providers' webhooks into itself (demo-deployment.ts; the tests' app does). With several instances starting at
 * once, one seeds (an advisory lock) and the others go on.
 */
export async function seedDemoActivity(o: { app: App; db: Db }): Promise<DemoActivity> {
  const lock = createLeaderLock({ db: o.db, name: 'portal.demo-activity', log: o.app.log });
  if (!(await lock.check())) return [];
  try {
    const operators = await demoOperators(o.app);
    let next = FIRST_DEAL_ID;
    const nextId = () => String(next++);
    const done: DemoActivity = [];
    for (const script of demoScripts)
      done.push({
        brand: script.brandCode,
        scenario: 'trader',
        seeded: await seedTrader(o, script, operators, nextId),
      });
    done.push({ brand: RISK_DEMO_BRAND_CODE, scenario: 'riskDesk', seeded: await seedRiskDemo(o, operators.owner) });
    return done;
  } finally {
    await lock.release();
  }
}

async function seedTrader(
  o: { app: App; db: Db },
  script: DemoScript,
  operators: { owner: AdminCaller; finance: AdminCaller },
  nextId: () => string,
): Promise<boolean> {
  const { app, db } = o;
  const host = seedBrands.find((b) => b.code === script.brandCode)?.hosts[0];
  const brand = host
    ? await app.modules.brands.services.brandsService.resolveHost(host).catch(() => undefined)
    : undefined;
  if (!host || brand?.code !== script.brandCode) return false; // the firm moved the seeded brand elsewhere
  await db.transaction((tx) => ensureDemoTrader(tx, argon2Hasher, brand.id, script.trader));
  // A visitor of the demo may have changed its password: the trader is theirs now, and left as they are.
  const trader = await traderSession(app, host, script.trader).catch(() => undefined);
  if (!trader) return false;
  try {
    const orders = await trader.call<OrdersPage>('GET', ApiPath.orders);
    if (orders.totalItems > 0 || (await traderAccounts({ trader })).length > 0) return false;
    const ctx: DemoContext = {
      app,
      db,
      brandId: brand.id,
      trader,
      traderEmail: script.trader.email,
      owner: operators.owner,
      now: app.modules.core.services.clock.now(),
      packages: (await trader.call<{ items: TradingPackage[] }>('GET', ApiPath.tradingPackagesAll)).items,
      nextId,
    };
    await seedOrders(ctx, script.orders);
    const { funded } = await seedChallenges(ctx, script);
    await seedFunding(ctx, script, funded, operators.finance);
    return true;
  } finally {
    // Never hides why the activity failed: a sign-out that fails too only leaves the session to expire.
    await trader.signOut().catch(() => undefined);
  }
}

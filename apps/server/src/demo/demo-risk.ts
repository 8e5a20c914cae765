import { randomUUID } from 'node:crypto';
import {
  ApiPath,
  accountImportRequestSchema,
  type Payout,
  type TraderAccount,
  type TradingPackage,
} from '@portal/contract';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { isTradingStatus } from '../domain/evaluation/index.ts';
import { argon2Hasher } from '../modules/auth/password-hasher.ts';
import type { AdminCaller } from '../modules/admin-operators/admin-caller.ts';
import { ensureDemoTrader } from '../seed/seed.ts';
import { seedBrands } from '../seed/seed-brands.ts';
import {
  HEDGER,
  RING,
  RING_HALVER,
  RISK_DEMO_BRAND_CODE,
  RISK_DEMO_TRADERS,
  type RiskDemoAccount,
} from '../seed/risk-demo-traders.ts';
import { pushToBridge, traderSession, type TraderSession } from './demo-client.ts';
import { findPackage, settleOnPlatform, traderAccounts } from './demo-challenges.ts';
import { RISK_DEMO_FUNDED_DAYS_AGO, RISK_DEMO_STARTED_DAYS_AGO, riskDemoDeals } from './demo-risk-trades.ts';
import { startOfHistory } from './demo-trades.ts';

/** Where the risk demo's deal ids start: apart from the demo traders' history, below the sandbox's own tickets. */
const FIRST_DEAL_ID = 40_000_001;

/**
 * The risk desk's demo (docs/risk.md "The demo"): a copy-trading ring of three Northwind traders and a trader
 * hedging two accounts against each other, their accounts imported by the demo owner with back-dated starts and
 * every deal pushed through the signed platform bridge in time order across accounts, as live bridges would have
 * pushed them — so detection meets them the way it meets real trading. The ring's funded copier then asks for a
 * payout, left Requested for the analyst's decision. Once: a trader of it who has an account already, or whose
 * password is no longer the published one, leaves it as it is (false).
 */
export async function seedRiskDemo(o: { app: App; db: Db }, owner: AdminCaller): Promise<boolean> {
  const { app, db } = o;
  const host = seedBrands.find((b) => b.code === RISK_DEMO_BRAND_CODE)?.hosts[0];
  const brand = host
    ? await app.modules.brands.services.brandsService.resolveHost(host).catch(() => undefined)
    : undefined;
  if (!host || brand?.code !== RISK_DEMO_BRAND_CODE) return false; // the firm moved the seeded brand elsewhere
  for (const trader of RISK_DEMO_TRADERS)
    await db.transaction((tx) => ensureDemoTrader(tx, argon2Hasher, brand.id, trader));
  const sessions = new Map<string, TraderSession>();
  try {
    for (const trader of RISK_DEMO_TRADERS) {
      const credentials = { email: trader.email, password: trader.password };
      const session = await traderSession(app, host, credentials, trader.address).catch(() => undefined);
      if (!session) return false;
      sessions.set(trader.email, session);
      if ((await traderAccounts({ trader: session })).length > 0) return false;
    }
    const now = app.modules.core.services.clock.now();
    const packages = (
      await sessions.get(HEDGER.trader.email)!.call<{ items: TradingPackage[] }>('GET', ApiPath.tradingPackagesAll)
    ).items;

    // The accounts, as the firm imports accounts migrated with their history.
    const owners = [
      ...RING.map((r) => ({ email: r.trader.email, account: r.account as RiskDemoAccount })),
      ...HEDGER.accounts.map((account) => ({ email: HEDGER.trader.email, account: account as RiskDemoAccount })),
    ];
    const imported = new Map<string, { id: string; email: string; platformId: string }>();
    for (const { email, account } of owners) {
      const pkg = findPackage({ packages }, { name: account.packageName, platformId: account.platformId });
      const funded = account.stage === 'funded';
      const made = await app.modules.adminAccountImport.services.accountImportService.import(
        owner,
        accountImportRequestSchema.parse({
          traderEmail: email,
          packageId: pkg.id,
          phase: account.stage,
          startedAt: startOfHistory(now, funded ? RISK_DEMO_FUNDED_DAYS_AGO : RISK_DEMO_STARTED_DAYS_AGO),
          platformId: pkg.platform.id,
          login: account.login,
          source: 'Demo history',
          // Verified where it was funded: its payout can be asked for without the identity steps.
          ...(funded ? { identityVerified: true } : {}),
        }),
      );
      imported.set(account.login, { id: made.traderAccountId, email, platformId: made.platformId });
    }

    // The deals, a push per run of one account's events, in time order across the accounts.
    let next = FIRST_DEAL_ID;
    const { deals } = riskDemoDeals(now, () => String(next++));
    for (let i = 0; i < deals.length;) {
      const login = deals[i]!.login;
      let end = i;
      while (end < deals.length && deals[end]!.login === login) end++;
      const account = imported.get(login)!;
      await pushToBridge(
        app,
        { platformId: account.platformId, login },
        deals.slice(i, end).map((d) => d.event),
      );
      i = end;
    }

    // The sandbox platform's balances brought to the portal's, so the web terminal shows the same accounts.
    const settled = new Map<string, TraderAccount>();
    for (const [login, account] of imported) {
      const ctx = { app, db, trader: sessions.get(account.email)! };
      const current = (await traderAccounts(ctx)).find((a) => a.id === account.id)!;
      settled.set(login, isTradingStatus(current.status) ? await settleOnPlatform(ctx, account.id) : current);
    }

    // The funded copier asks for part of its profit: the payout the analyst's decision on the ring settles.
    const funded = settled.get(RING_HALVER.account.login)!;
    const { payout } = RING_HALVER;
    await sessions.get(RING_HALVER.trader.email)!.call<Payout>('POST', ApiPath.payoutBankTransfer, {
      traderAccountId: funded.id,
      amount: payout.amount * 100,
      idempotencyKey: randomUUID(),
      accountHolder: payout.accountHolder,
      iban: payout.iban,
      swiftBic: payout.swiftBic,
      bankCountry: payout.bankCountry,
    });
    return true;
  } finally {
    // Never hides why the demo failed: a sign-out that fails too only leaves the session to expire.
    for (const session of sessions.values()) await session.signOut().catch(() => undefined);
  }
}

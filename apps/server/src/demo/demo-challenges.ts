import {
  ApiPath,
  accountImportRequestSchema,
  type TraderAccount,
  type TraderAccounts,
  type TradingPackage,
} from '@portal/contract';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { isTradingStatus } from '../domain/evaluation/index.ts';
import type { AdminCaller } from '../modules/admin-operators/admin-caller.ts';
import { pushToBridge, type TraderSession } from './demo-client.ts';
import type { DemoScript, PackageRef } from './demo-scripts.ts';
import { createHistory, startOfHistory, type TradingDay } from './demo-trades.ts';

/**
 * The demo trader's challenges (docs/decisions/065-demo-activity.md): each imported by the demo owner with its
 * start back-dated, its past deals pushed through the signed platform bridge and judged by the engine as if they
 * had come live — phases pass and fail, next stages and certificates open — then the sandbox platform's balance
 * of each account still trading brought to the portal's, so its web terminal shows the same account.
 */

export type DemoContext = {
  app: App;
  db: Db;
  brandId: string;
  trader: TraderSession;
  traderEmail: string;
  owner: AdminCaller;
  now: Date;
  packages: TradingPackage[];
  /** deal and position ids of the seeded history, below the sandbox platform's tickets (50000001 on) */
  nextId: () => string;
};

export function findPackage(ctx: Pick<DemoContext, 'packages'>, ref: PackageRef): TradingPackage {
  const p = ctx.packages.find((x) => x.name === ref.name && x.platform.id === ref.platformId);
  if (!p) throw new Error(`demo activity: no package ${ref.name} on ${ref.platformId}`);
  return p;
}

export const traderAccounts = async (ctx: Pick<DemoContext, 'trader'>): Promise<TraderAccount[]> =>
  (await ctx.trader.call<TraderAccounts>('GET', ApiPath.traderAccounts)).items;

/** What passing phase `stage` of an import opened: its next phase, or after the last one the funded account. */
async function nextStageOf(ctx: DemoContext, importId: string, stage: number): Promise<TraderAccount> {
  const stages = (await traderAccounts(ctx)).filter((a) => a.importId === importId);
  const found = stages.find((a) => !a.isFunded && a.phase === stage + 1) ?? stages.find((a) => a.isFunded);
  if (!found) throw new Error(`demo activity: the replay did not pass phase ${stage} of import ${importId}`);
  return found;
}

/** The sandbox platform's balance of an account, brought to the portal's once its history is in. */
export async function settleOnPlatform(
  ctx: Pick<DemoContext, 'app' | 'db' | 'trader'>,
  accountId: string,
): Promise<TraderAccount> {
  const account = (await traderAccounts(ctx)).find((a) => a.id === accountId)!;
  await ctx.db.transaction((tx) =>
    ctx.app.modules.core.services.sandboxPlatform.settleBalance(
      tx,
      account.login,
      account.metrics.balance,
      `demo:${account.id}`,
    ),
  );
  return account;
}

/**
 * Imports the package's phase-1 account started `startDaysAgo` weekdays back and replays each stage's days on
 * the account that stage opened: `stages[0]` on phase 1, `stages[1]` on what passing it opened, and so on.
 * Returns the last stage's account, its sandbox balance settled when it still trades.
 */
export async function importAndReplay(
  ctx: DemoContext,
  ref: PackageRef,
  startDaysAgo: number,
  stages: readonly TradingDay[][],
): Promise<TraderAccount> {
  const pkg = findPackage(ctx, ref);
  const imported = await ctx.app.modules.adminAccountImport.services.accountImportService.import(
    ctx.owner,
    accountImportRequestSchema.parse({
      traderEmail: ctx.traderEmail,
      packageId: pkg.id,
      phase: 1,
      startedAt: startOfHistory(ctx.now, startDaysAgo),
      platformId: pkg.platform.id,
      source: 'Demo history',
    }),
  );
  let account = (await traderAccounts(ctx)).find((a) => a.id === imported.traderAccountId)!;
  for (const [i, days] of stages.entries()) {
    if (i > 0) account = await nextStageOf(ctx, account.importId!, i);
    const history = createHistory({ accountSize: pkg.accountSize, now: ctx.now, nextId: ctx.nextId });
    await pushToBridge(ctx.app, { platformId: pkg.platform.id, login: account.login }, history.days(days));
  }
  const last = (await traderAccounts(ctx)).find((a) => a.id === account.id)!;
  return isTradingStatus(last.status) ? settleOnPlatform(ctx, last.id) : last;
}

/** Each challenge of the script but the funded one's money (demo-funding.ts takes it from here). */
export async function seedChallenges(ctx: DemoContext, script: DemoScript) {
  const midPhase = await importAndReplay(ctx, script.midPhase.pkg, script.midPhase.startDaysAgo, [
    script.midPhase.days,
  ]);
  const passed = await importAndReplay(ctx, script.passedPhase.pkg, script.passedPhase.startDaysAgo, [
    script.passedPhase.phase1,
    script.passedPhase.phase2,
  ]);
  const failed = await importAndReplay(ctx, script.failed.pkg, script.failed.startDaysAgo, [script.failed.days]);
  const funded = await importAndReplay(ctx, script.funded.pkg, script.funded.startDaysAgo, [
    script.funded.phase1,
    script.funded.phase2,
    script.funded.funded,
  ]);
  // A position open on the sandbox market, as the web terminal opens one: the ticker moves its equity from now on.
  await ctx.app.modules.tradingPlatform.services.sandboxTrading.open(midPhase.login, {
    ...script.midPhase.live,
    sl: null,
    tp: null,
  });
  return { midPhase, passed, failed, funded };
}

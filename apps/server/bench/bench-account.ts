import type { Db } from '../src/db/client.ts';
import { createPackagesRepository } from '../src/modules/packages/packages.repository.ts';
import { snapshotOf } from '../src/modules/packages/package-snapshot.ts';
import type { TraderAccountsService } from '../src/modules/trader-accounts/trader-accounts.service.ts';

export type BenchAccount = { brandId: string; userId: string; accountId: string; login: string; platformId: string };

/**
 * A trader of Northwind with a 100K classic account trading its funded rules (no target, news banned ±2 min), its
 * phase started at `startMs`: the platform's history is then pushed through the bridge.
 */
export async function benchAccount(db: Db, traderAccountsService: TraderAccountsService, startMs: number) {
  const [brand] = await db.query<{ id: string }>(`select id from brands where code = 'northwind'`);
  const [pkgId] = await db.query<{ id: string }>(
    `select id from trading_packages where code = 'classicTwoStep-northwind-webtrader-100000'`,
  );
  const pkg = (await createPackagesRepository().get(db, brand!.id, pkgId!.id))!;
  const snapshot = snapshotOf(pkg);
  snapshot.phases = [{ index: 1, rules: snapshot.funded }];
  const [user] = await db.query<{ id: string }>(
    `insert into users (brand_id, email, email_verified_at) values ($1, 'bench@example.com', now()) returning id`,
    [brand!.id],
  );
  const [order] = await db.query<{ id: string }>(
    `insert into orders (brand_id, user_id, number, package_id, package_snapshot, price, total, currency, status)
     values ($1, $2, 'B1', $3, $4, 54000, 54000, 'USD', 0) returning id`,
    [brand!.id, user!.id, pkg.id, JSON.stringify(snapshot)],
  );
  const accountId = await db.transaction((tx) =>
    traderAccountsService.provisionForOrder(tx, {
      id: order!.id,
      brandId: brand!.id,
      userId: user!.id,
      snapshot,
      email: 'bench@example.com',
    }),
  );
  await db.query('delete from account_evaluations where account_id = $1', [accountId]);
  await db.query('delete from account_chart_segments where account_id = $1', [accountId]);
  await db.query('update trader_accounts set created_at = $2 where id = $1', [
    accountId,
    new Date(startMs).toISOString(),
  ]);
  const [acc] = await db.query<{ login: string; platform_id: string }>(
    'select login, platform_id from trader_accounts where id = $1',
    [accountId],
  );
  return { brandId: brand!.id, userId: user!.id, accountId, login: acc!.login, platformId: acc!.platform_id };
}

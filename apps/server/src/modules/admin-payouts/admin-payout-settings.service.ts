import { type AdminPayoutSettings, type AdminPayoutSettingsUpdateRequest, type CryptoNetwork } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { invalidRequest } from '../../domain/result.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertInScope, type AdminCaller } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { PayoutPackageRow, PayoutSettingsRepository } from './payout-settings.repository.ts';
import { DEFAULT_PAYOUT_SETTINGS } from '../payouts/payout-settings.ts';
import type { SettingsRow } from '../payouts/payouts.repository.ts';

const settingsView = (s: SettingsRow) => ({
  minUsd: s.min_usd,
  maxUsd: s.max_usd,
  usdRates: s.usd_rates,
  bankTransfer: s.bank_transfer,
  crypto: s.crypto as { asset: string; network: CryptoNetwork }[],
});

const packageView = (p: PayoutPackageRow) => ({
  id: p.id,
  code: p.code,
  name: p.name,
  currency: p.currency,
  visible: p.is_active,
  profitSplitPercent: p.profit_split_percent,
  payoutCycleDays: p.payout_cycle_days,
});

/**
 * A brand's payout settings for the console (docs/decisions/029-payout-settings.md): read by those who decide
 * payouts, changed by owners and brand admins, audited in the change's transaction. Nothing caches them: the
 * trader's next summary or request reads the row (payout-summary.ts `settingsOf`) and the package's cycle.
 */
export function createAdminPayoutSettingsService(deps: {
  db: Db;
  repository: PayoutSettingsRepository;
  audit: Audit;
  clock: Clock;
}) {
  const { db, repository: repo } = deps;

  /** Unknown and out-of-scope brands answer alike, 403/-50. */
  async function reach(caller: AdminCaller, brandId: string) {
    const known = isUuid(brandId) && (await repo.brandExists(db, brandId));
    assertInScope(caller, known ? brandId : undefined);
  }

  async function read(brandId: string): Promise<AdminPayoutSettings> {
    const [stored, packages] = await Promise.all([repo.stored(db, brandId), repo.packages(db, brandId)]);
    return {
      brandId,
      custom: stored !== undefined,
      ...settingsView(stored ?? DEFAULT_PAYOUT_SETTINGS),
      updatedAt: stored?.updated_at.toISOString() ?? null,
      packages: packages.map(packageView),
    };
  }

  return {
    async get(caller: AdminCaller, brandId: string) {
      await reach(caller, brandId);
      return read(brandId);
    },

    async update(caller: AdminCaller, brandId: string, body: AdminPayoutSettingsUpdateRequest) {
      await reach(caller, brandId);
      const next: SettingsRow = {
        min_usd: body.minUsd,
        max_usd: body.maxUsd,
        usd_rates: body.usdRates,
        bank_transfer: body.bankTransfer,
        crypto: body.crypto.map((c) => ({ asset: c.asset, network: c.network })),
      };
      await db.transaction(async (tx) => {
        const stored = await repo.stored(tx, brandId, true);
        const packages = await repo.packages(tx, brandId, true);
        const byId = new Map(packages.map((p) => [p.id, p]));
        const problems: { path: string; message: string }[] = [];
        (body.packageCycles ?? []).forEach((c, i) => {
          if (!byId.has(c.packageId))
            problems.push({ path: `packageCycles.${i}.packageId`, message: 'validation.unknownPackage' });
        });
        // A package priced in a currency without a rate would have its payouts bounded by the USD figures as if
        // they were its own currency: the firm names the rate first.
        for (const currency of new Set(packages.map((p) => p.currency)))
          if (currency !== 'USD' && !(currency in next.usd_rates))
            problems.push({ path: `usdRates.${currency}`, message: 'validation.usdRateMissing' });
        if (problems.length) invalidRequest(problems);

        const cycles = (body.packageCycles ?? []).filter(
          (c) => byId.get(c.packageId)!.payout_cycle_days !== c.payoutCycleDays,
        );
        for (const c of cycles) await repo.setCycleDays(tx, c.packageId, c.payoutCycleDays);
        await repo.upsert(tx, brandId, next, deps.clock.now());
        await deps.audit.record(tx, caller, {
          action: 'payoutSettings.updated',
          targetType: 'brand',
          targetId: brandId,
          brandId,
          before: {
            ...settingsView(stored ?? DEFAULT_PAYOUT_SETTINGS),
            custom: stored !== undefined,
            payoutCycleDays: Object.fromEntries(
              cycles.map((c) => [c.packageId, byId.get(c.packageId)!.payout_cycle_days]),
            ),
          },
          after: {
            ...settingsView(next),
            payoutCycleDays: Object.fromEntries(cycles.map((c) => [c.packageId, c.payoutCycleDays])),
          },
        });
      });
      return read(brandId);
    },
  };
}
export type AdminPayoutSettingsService = ReturnType<typeof createAdminPayoutSettingsService>;

import type { Queryable } from '../../db/client.ts';
import type { SettingsRow } from '../payouts/payouts.repository.ts';

/** The console's side of payout_settings and the packages' payout cycles (docs/decisions/029-payout-settings.md). */

export type StoredSettingsRow = SettingsRow & { updated_at: Date };

export type PayoutPackageRow = {
  id: string;
  code: string;
  name: string;
  currency: string;
  is_active: boolean;
  profit_split_percent: number;
  payout_cycle_days: number;
};

export function createPayoutSettingsRepository() {
  return {
    async brandExists(q: Queryable, brandId: string): Promise<boolean> {
      return (await q.query('select 1 from brands where id = $1', [brandId])).length > 0;
    },

    /** The brand's own row, locked when asked (two saves in a row read what the first wrote). */
    async stored(q: Queryable, brandId: string, lock = false): Promise<StoredSettingsRow | undefined> {
      const rows = await q.query<StoredSettingsRow>(
        `select min_usd, max_usd, usd_rates, bank_transfer, crypto, updated_at from payout_settings
          where brand_id = $1 ${lock ? 'for update' : ''}`,
        [brandId],
      );
      return rows[0];
    },

    async upsert(q: Queryable, brandId: string, s: SettingsRow, now: Date): Promise<void> {
      await q.query(
        `insert into payout_settings (brand_id, min_usd, max_usd, usd_rates, bank_transfer, crypto, updated_at)
         values ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7)
         on conflict (brand_id) do update set min_usd = excluded.min_usd, max_usd = excluded.max_usd,
           usd_rates = excluded.usd_rates, bank_transfer = excluded.bank_transfer, crypto = excluded.crypto,
           updated_at = excluded.updated_at`,
        [brandId, s.min_usd, s.max_usd, JSON.stringify(s.usd_rates), s.bank_transfer, JSON.stringify(s.crypto), now],
      );
    },

    /** The brand's packages, hidden ones too (their accounts still request payouts). */
    packages: (q: Queryable, brandId: string, lock = false) =>
      q.query<PayoutPackageRow>(
        `select id, code, name, currency, is_active, profit_split_percent, payout_cycle_days from trading_packages
          where brand_id = $1 order by sort_order, name, id ${lock ? 'for update' : ''}`,
        [brandId],
      ),

    async setCycleDays(q: Queryable, packageId: string, days: number): Promise<void> {
      await q.query('update trading_packages set payout_cycle_days = $2 where id = $1', [packageId, days]);
    },
  };
}
export type PayoutSettingsRepository = ReturnType<typeof createPayoutSettingsRepository>;

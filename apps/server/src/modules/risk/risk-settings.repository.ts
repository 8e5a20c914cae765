import type { Queryable } from '../../db/client.ts';
import { textArray } from '../../db/sql-arrays.ts';
import { defaultRiskParameters, riskParameters, type RiskParameters } from '../../domain/risk/parameters.ts';

/** What a brand saved in `risk_settings` (migration 0050): its overrides (null: none) and its payout-hold threshold. */
export type StoredRiskSettingsRow = { parameters: unknown; threshold: number; updated_at: Date };

type Overrides = Parameters<typeof riskParameters>[0];

/**
 * A saved value's parameters on the defaults. A value out of range is refused where it is saved; one that slipped
 * in (an older range, a hand edit) must stop neither detection nor the evidence, so it reads as the defaults and
 * is handed to `refused` (detection logs it).
 */
export function parametersFrom(saved: unknown, refused?: (err: unknown) => void): RiskParameters {
  if (saved === null || saved === undefined) return defaultRiskParameters;
  try {
    return riskParameters(saved as Overrides);
  } catch (err) {
    refused?.(err);
    return defaultRiskParameters;
  }
}

/**
 * risk_settings, the one reader and writer of a brand's risk parameters: detection (per pass, for the batch's
 * brands), the identity marks (per shared value), the console's evidence and its settings screen. Nothing caches
 * them, so a saved change counts from the next read.
 */
export function createRiskSettingsRepository() {
  async function saved(q: Queryable, brandIds: readonly string[]): Promise<Map<string, unknown>> {
    if (brandIds.length === 0) return new Map();
    const rows = await q.query<{ brand_id: string; parameters: unknown }>(
      'select brand_id, parameters from risk_settings where brand_id = any($1::uuid[])',
      [textArray([...new Set(brandIds)])],
    );
    return new Map(rows.map((r) => [r.brand_id, r.parameters]));
  }

  return {
    /** Each brand's parameters (the defaults for a brand without settings, or with a refused value). */
    async parametersOf(
      q: Queryable,
      brandIds: readonly string[],
      refused?: (brandId: string, err: unknown) => void,
    ): Promise<(brandId: string) => RiskParameters> {
      const stored = await saved(q, brandIds);
      const params = new Map(
        [...stored].map(([brandId, value]) => [brandId, parametersFrom(value, (err) => refused?.(brandId, err))]),
      );
      return (brandId) => params.get(brandId) ?? defaultRiskParameters;
    },

    /** One brand's parameters. */
    async parameters(q: Queryable, brandId: string): Promise<RiskParameters> {
      return parametersFrom((await saved(q, [brandId])).get(brandId));
    },

    /** The brand's own row, locked when asked (two saves in a row read what the first wrote). */
    async stored(q: Queryable, brandId: string, lock = false): Promise<StoredRiskSettingsRow | undefined> {
      const [row] = await q.query<StoredRiskSettingsRow>(
        `select parameters, threshold, updated_at from risk_settings where brand_id = $1 ${lock ? 'for update' : ''}`,
        [brandId],
      );
      return row;
    },

    async save(q: Queryable, brandId: string, parameters: object | null, threshold: number, at: Date): Promise<void> {
      await q.query(
        `insert into risk_settings (brand_id, parameters, threshold, updated_at) values ($1, $2::jsonb, $3, $4)
         on conflict (brand_id) do update set parameters = excluded.parameters, threshold = excluded.threshold,
                                              updated_at = excluded.updated_at`,
        [brandId, parameters === null ? null : JSON.stringify(parameters), threshold, at],
      );
    },
  };
}
export type RiskSettingsRepository = ReturnType<typeof createRiskSettingsRepository>;

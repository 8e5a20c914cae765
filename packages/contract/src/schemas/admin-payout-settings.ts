import { z } from 'zod';
import { CRYPTO_NETWORKS } from '../payouts/payout-destination.ts';
import { envelope } from './envelope.ts';
import { textSchema } from './fields.ts';

/**
 * A brand's payout settings in the console (docs/decisions/029-payout-settings.md, docs/payouts.md): the bounds
 * in USD cents, the USD rates in millionths (units of a currency one USD buys: EUR 0.92 → 920000), the methods,
 * and the payout cycle of each of its packages. A change applies to the next payout request.
 */

/** Up to 10,000,000.00 USD: the bounds stay within the payouts' integer amounts once converted. */
export const PAYOUT_BOUND_MAX_USD = 1_000_000_000;
/** A rate from 0.000001 to 100,000 units per USD, in millionths. */
export const USD_RATE_MAX_MICROS = 100_000_000_000;
export const PAYOUT_CYCLE_MAX_DAYS = 365;

export const payoutCryptoOptionSchema = z.object({
  asset: textSchema()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,10}$/, 'validation.cryptoAsset'),
  network: z.enum(CRYPTO_NETWORKS),
});

/** The assets and networks the console offers to switch on (the trader's screen labels these networks). */
export const PAYOUT_CRYPTO_CHOICES = [
  { asset: 'USDT', network: 'TRC20' },
  { asset: 'USDT', network: 'ERC20' },
  { asset: 'USDC', network: 'ERC20' },
  { asset: 'ETH', network: 'ERC20' },
  { asset: 'BTC', network: 'BTC' },
] as const;

export const adminPayoutPackageSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  visible: z.boolean(),
  profitSplitPercent: z.number().int(),
  payoutCycleDays: z.number().int(),
});
export type AdminPayoutPackage = z.infer<typeof adminPayoutPackageSchema>;

export const adminPayoutSettingsSchema = z.object({
  brandId: z.string(),
  /** false: the brand has no settings of its own and uses the portal's defaults (shown here) */
  custom: z.boolean(),
  minUsd: z.number().int(),
  maxUsd: z.number().int(),
  usdRates: z.record(z.string(), z.number().int()),
  bankTransfer: z.boolean(),
  crypto: z.array(z.object({ asset: z.string(), network: z.enum(CRYPTO_NETWORKS) })),
  updatedAt: z.string().nullable(),
  /** the brand's packages with their payout terms: the split is the catalogue's, the cycle is set here */
  packages: z.array(adminPayoutPackageSchema),
});
export type AdminPayoutSettings = z.infer<typeof adminPayoutSettingsSchema>;
export const adminPayoutSettingsEnvelope = envelope(adminPayoutSettingsSchema);

const usdCents = z
  .number('validation.amount')
  .int('validation.amount')
  .positive('validation.amount')
  .max(PAYOUT_BOUND_MAX_USD, 'validation.payoutBoundTooHigh');

/** POST /PayoutSettings/:id: the brand's settings in full; `packageCycles` changes the packages given. */
export const adminPayoutSettingsUpdateRequestSchema = z
  .object({
    minUsd: usdCents,
    maxUsd: usdCents,
    usdRates: z
      .record(
        textSchema(),
        z
          .number('validation.usdRate')
          .int('validation.usdRate')
          .positive('validation.usdRate')
          .max(USD_RATE_MAX_MICROS, 'validation.usdRate'),
      )
      .superRefine((rates, ctx) => {
        // keyed by the currency the trading accounts are in (ISO 4217 upper case); USD needs no rate
        for (const code of Object.keys(rates))
          if (!/^[A-Z]{3}$/.test(code) || code === 'USD')
            ctx.addIssue({ code: 'custom', path: [code], message: 'validation.currencyCode' });
        if (Object.keys(rates).length > 50)
          ctx.addIssue({ code: 'custom', path: [], message: 'validation.tooManyRates' });
      }),
    bankTransfer: z.boolean(),
    crypto: z.array(payoutCryptoOptionSchema).max(20),
    packageCycles: z
      .array(
        z.object({
          packageId: textSchema().pipe(z.uuid()),
          payoutCycleDays: z
            .number('validation.cycleDays')
            .int('validation.cycleDays')
            .min(0, 'validation.cycleDays')
            .max(PAYOUT_CYCLE_MAX_DAYS, 'validation.cycleDays'),
        }),
      )
      .max(500)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.minUsd > v.maxUsd)
      ctx.addIssue({ code: 'custom', path: ['maxUsd'], message: 'validation.payoutMinAboveMax' });
    if (!v.bankTransfer && v.crypto.length === 0)
      ctx.addIssue({ code: 'custom', path: ['bankTransfer'], message: 'validation.payoutMethodRequired' });
    const pairs = v.crypto.map((c) => `${c.asset}/${c.network}`);
    pairs.forEach((p, i) => {
      if (pairs.indexOf(p) !== i)
        ctx.addIssue({ code: 'custom', path: ['crypto', i], message: 'validation.cryptoDuplicate' });
    });
    const ids = (v.packageCycles ?? []).map((c) => c.packageId);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({ code: 'custom', path: ['packageCycles', i, 'packageId'], message: 'validation.duplicate' });
    });
  });
export type AdminPayoutSettingsUpdateRequest = z.infer<typeof adminPayoutSettingsUpdateRequestSchema>;

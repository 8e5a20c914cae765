import { z } from 'zod';
import { envelope, listOf } from './envelope.ts';
import { challengeRulesSchema, packagePhaseSchema } from './challenge-rules.ts';

/** Money on the wire: integer minor units (cents) with a 3-letter currency beside it (ARCHITECTURE.md). */
export const minorUnitsSchema = z.number().int();
export const currencySchema = z.string().regex(/^[A-Z]{3}$/);

export const platformTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** A trading platform a firm offers; `type` is SPEC §9's platform type (what the credentials dialog shows). */
export const tradingPlatformSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: platformTypeSchema,
  /** Logging in must use the platform's DEMO mode (SPEC §1's note for one named platform). */
  demoModeNote: z.boolean(),
});
export type TradingPlatform = z.infer<typeof tradingPlatformSchema>;

/** The evaluation programme: how many phases stand between purchase and a funded account. */
export const traderPackageTypeSchema = z.enum(['oneStep', 'twoStep', 'threeStep']);
export type TraderPackageType = z.infer<typeof traderPackageTypeSchema>;

/** A challenge package, with everything traders compare. */
export const tradingPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  accountSize: minorUnitsSchema,
  currency: currencySchema,
  price: minorUnitsSchema,
  platform: tradingPlatformSchema,
  traderPackageType: traderPackageTypeSchema,
  /** The firm's programme line the package belongs to (e.g. Classic, Swing). */
  group: z.string(),
  phases: z.array(packagePhaseSchema).min(1).max(3),
  /** The rules of the funded account that follows the last phase. */
  funded: challengeRulesSchema,
  profitSplitPercent: z.number().int().min(1).max(100),
  /** 1:leverage */
  leverage: z.number().int().min(1).max(1000),
  /** The fee is refunded with the first payout of the funded account. */
  refundableFee: z.boolean(),
  isPopular: z.boolean(),
});
export type TradingPackage = z.infer<typeof tradingPackageSchema>;

export const tradingPackagesSchema = listOf(tradingPackageSchema);
export type TradingPackages = z.infer<typeof tradingPackagesSchema>;
export const tradingPackagesEnvelope = envelope(tradingPackagesSchema);

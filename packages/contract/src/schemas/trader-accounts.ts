import { z } from 'zod';
import { envelope } from './envelope.ts';
import { textSchema } from './fields.ts';
import { currencySchema, minorUnitsSchema, traderPackageTypeSchema, tradingPlatformSchema } from './packages.ts';

/** A short figure set of an account, kept current by the evaluation engine (minor units). */
export const accountMetricsSummarySchema = z.object({
  balance: minorUnitsSchema,
  equity: minorUnitsSchema,
  profit: minorUnitsSchema,
  updatedAt: z.string(),
});

/** A trading account of the trader: one per phase of a bought challenge, and the funded account. */
export const traderAccountSchema = z.object({
  id: z.string(),
  login: z.string(),
  /** SPEC §4 challenge status (0-19). */
  status: z.number().int().min(0).max(19),
  /** The evaluation phase (1-3) the account trades; null for a funded account. */
  phase: z.number().int().min(1).max(3).nullable(),
  isFunded: z.boolean(),
  packageId: z.string(),
  packageName: z.string(),
  traderPackageType: traderPackageTypeSchema,
  group: z.string(),
  accountSize: minorUnitsSchema,
  currency: currencySchema,
  platform: tradingPlatformSchema,
  orderId: z.string().nullable(),
  /** Ours: the import an account migrated from another platform belongs to (its stages share it; no order) */
  importId: z.string().nullable(),
  createdAt: z.string(),
  metrics: accountMetricsSummarySchema,
});
export type TraderAccount = z.infer<typeof traderAccountSchema>;

/** GET /TraderAccount/v1 (SPEC §7): items, and how the brand groups them on home. */
export const traderAccountsSchema = z.object({
  items: z.array(traderAccountSchema),
  useGroups: z.boolean(),
  useTraderPackageType: z.boolean(),
});
export type TraderAccounts = z.infer<typeof traderAccountsSchema>;
export const traderAccountsEnvelope = envelope(traderAccountsSchema);

/** GET /TraderAccount/v1/loginCredentials?traderAccountId=…: what the credentials dialog shows. */
export const loginCredentialsQuerySchema = z.object({ traderAccountId: textSchema().min(1).max(64) });
export const loginCredentialsSchema = z.object({
  login: z.string(),
  /** null where the platform's password is the portal password (platform type 3). */
  password: z.string().nullable(),
  server: z.string().nullable(),
  platformAccountId: z.string().nullable(),
});
export type LoginCredentials = z.infer<typeof loginCredentialsSchema>;
export const loginCredentialsEnvelope = envelope(loginCredentialsSchema);

const link = z.string().nullable();
/** GET /TraderAccount/v1/platformCredentials: per platform, where to trade (SPEC §3 Platform credentials). */
export const platformCredentialsSchema = z.array(
  z.object({
    platformId: z.string(),
    name: z.string(),
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    links: z.object({ web: link, ios: link, android: link, windows: link, mac: link }),
  }),
);
export type PlatformCredentials = z.infer<typeof platformCredentialsSchema>;
export const platformCredentialsEnvelope = envelope(platformCredentialsSchema);

/** GET /TraderAccount/v1/platformRedirectUrl/{id}: a one-time sign-in address on the platform (type 1). */
export const platformRedirectSchema = z.object({ platform_redirect_url: z.string() });
export const platformRedirectEnvelope = envelope(platformRedirectSchema);

import { z } from 'zod';
import { adminBrandIdSchema } from './admin-paging.ts';
import { envelope } from './envelope.ts';

/** The back office's first screen: the business in figures, within the caller's brands. */
export const adminOverviewQuerySchema = z.object({ brandId: adminBrandIdSchema.optional() });

/** Paid orders' total per currency (minor units): amounts of different currencies are never added. */
export const adminAmountSchema = z.object({ currency: z.string(), amount: z.number().int(), count: z.number().int() });
export const adminWindowSchema = z.object({
  /** paid orders */
  salesCount: z.number().int(),
  sales: z.array(adminAmountSchema),
  newTraders: z.number().int(),
  /** challenges bought: paid orders (one challenge each) */
  challengesBought: z.number().int(),
});
export const adminOverviewSchema = z.object({
  /** the calendar day (UTC) so far, and the last 7 and 30 days up to now */
  today: adminWindowSchema,
  last7Days: adminWindowSchema,
  last30Days: adminWindowSchema,
  /** per evaluation phase: accounts that ended it, and passed / (passed + failed) (null before any ended) */
  passRate: z.array(
    z.object({
      phase: z.number().int(),
      passed: z.number().int(),
      failed: z.number().int(),
      rate: z.number().nullable(),
    }),
  ),
  /** failed accounts per broken rule (the engine's rule names; `unknown` for a failure without one) */
  failedByRule: z.array(z.object({ rule: z.string(), count: z.number().int() })),
  fundedAccounts: z.number().int(),
  /** work waiting for the firm; zeros until the identity, contract and payout queues exist */
  openQueues: z.object({ identity: z.number().int(), contracts: z.number().int(), payouts: z.number().int() }),
  /** one point per UTC day of the last 30 days, oldest first, for the charts */
  daily: z.array(
    z.object({
      day: z.string(),
      salesCount: z.number().int(),
      sales: z.array(adminAmountSchema),
      newTraders: z.number().int(),
    }),
  ),
});
export const adminOverviewEnvelope = envelope(adminOverviewSchema);

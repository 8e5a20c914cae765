import { z } from 'zod';
import { adminBrandIdSchema, adminCurrencySchema } from './admin-paging.ts';
import { envelope } from './envelope.ts';
import { textSchema } from './fields.ts';

/** The longest range the overview sums (days): a year and a day. */
export const OVERVIEW_RANGE_MAX_DAYS = 366;
export const OVERVIEW_PERIODS = ['today', '7d', '30d', '90d', 'range'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

const utcDay = textSchema().pipe(z.iso.date());

/**
 * The back office's first screen (docs/decisions/087-firm-numbers.md): the business in figures for a period of
 * UTC days (today, the last 7, 30 or 90 days with today, or a range of days, both ends included) and a currency,
 * within the caller's brands.
 */
const overviewQueryFields = {
  brandId: adminBrandIdSchema.optional(),
  period: z.enum(OVERVIEW_PERIODS).default('30d'),
  /** the range's first and last UTC day (period `range`) */
  from: utcDay.optional(),
  to: utcDay.optional(),
  /** the currency of the money figures; default: the one with the most revenue in the period */
  currency: adminCurrencySchema.optional(),
};

/** A range has both ends, in order, at most a year and a day apart. */
const withRange = <T extends z.ZodType<{ period: OverviewPeriod; from?: string | undefined; to?: string | undefined }>>(
  schema: T,
) =>
  schema
    .refine((q) => q.period !== 'range' || (q.from !== undefined && q.to !== undefined && q.from <= q.to), {
      path: ['from'],
      message: 'validation.range',
    })
    .refine(
      (q) =>
        q.period !== 'range' ||
        !q.from ||
        !q.to ||
        (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < OVERVIEW_RANGE_MAX_DAYS,
      { path: ['to'], message: 'validation.range' },
    );

export const adminOverviewQuerySchema = withRange(z.object(overviewQueryFields));
export type AdminOverviewQuery = z.infer<typeof adminOverviewQuerySchema>;

const count = z.number().int();
/** minor units of the overview's currency */
const money = z.number().int();
const countAmount = z.object({ count, amount: money });
const salesFigures = { orders: count, revenue: money, discount: money };

export const adminOverviewSchema = z.object({
  /** the period's UTC days, both ends included, and the instants around them (the lists' filters) */
  period: z.object({ from: z.string(), to: z.string(), days: count, start: z.string(), end: z.string() }),
  /** the money figures' currency, and every currency with sales or payouts in the period */
  currency: z.string(),
  currencies: z.array(z.string()),
  sales: z.object({
    ...salesFigures,
    refunds: countAmount,
    byPackage: z.array(z.object({ packageId: z.string(), packageName: z.string(), ...salesFigures })),
    /** `code` null: the orders without a discount code */
    byCode: z.array(z.object({ code: z.string().nullable(), ...salesFigures })),
    /** one point per day of the period, oldest first */
    daily: z.array(z.object({ day: z.string(), ...salesFigures, payoutsPaid: money })),
  }),
  /** each step's count in the period and its rate against the step before (null when that was 0) */
  funnel: z.array(
    z.object({
      step: z.enum(['signUp', 'buyer', 'phase1Passed', 'funded', 'firstPayout']),
      count,
      rate: z.number().nullable(),
    }),
  ),
  /** accounts now per package and phase: trading, passed, failed, and the rates of those that ended */
  outcomes: z.array(
    z.object({
      packageId: z.string(),
      packageName: z.string(),
      phase: z.enum(['1', '2', '3', 'funded']),
      trading: count,
      passed: count,
      failed: count,
      passRate: z.number().nullable(),
      breachRate: z.number().nullable(),
    }),
  ),
  /** accounts that ended in the period: the rules that failed them, and the average days they lasted */
  endings: z.object({
    failedByRule: z.array(z.object({ rule: z.string(), count })),
    passed: count,
    failed: count,
    passedDays: z.number().nullable(),
    failedDays: z.number().nullable(),
  }),
  payouts: z.object({
    requested: countAmount,
    approved: countAmount,
    paid: countAmount,
    /** waiting for the firm now (Requested and Approved) */
    pending: countAmount,
    /** paid amount / paid count (null without one) */
    average: z.number().nullable(),
    /** payouts paid / revenue (null without revenue) */
    ratio: z.number().nullable(),
  }),
  /** accounts trading now (evaluation and funded) */
  activeAccounts: count,
  /** funded accounts trading, in the currency: their equity as of the last refresh (null before the first) */
  fundedEquity: z.object({ accounts: count, equity: money, balance: money, refreshedAt: z.string().nullable() }),
  openQueues: z.object({ identity: count, contracts: count, payouts: count }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const adminOverviewEnvelope = envelope(adminOverviewSchema);

/** The overview's tables a firm downloads, each as the screen shows it for the period, brand and currency. */
export const OVERVIEW_TABLES = ['daily', 'packages', 'codes', 'funnel', 'outcomes', 'failedByRule'] as const;
export type OverviewTable = (typeof OVERVIEW_TABLES)[number];

/** One of the overview's tables as CSV: the overview's own query and which table. */
export const adminOverviewExportQuerySchema = withRange(
  z.object({ ...overviewQueryFields, table: z.enum(OVERVIEW_TABLES) }),
);
export type AdminOverviewExportQuery = z.infer<typeof adminOverviewExportQuerySchema>;

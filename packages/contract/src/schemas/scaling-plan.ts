import { z } from 'zod';
import { adminTraderRefFields } from './admin-fields.ts';
import { adminBrandIdSchema } from './admin-paging.ts';
import { consoleListFields, cursorPageOf } from './admin-cursor-page.ts';
import { envelope } from './envelope.ts';
import { textSchema } from './fields.ts';

/**
 * A funded package's scaling plan (project issue 29, part 1; docs/scaling.md): after each review period a funded
 * account that met every condition grows by a step, up to a cap, and may get better terms at a step. Kept in the
 * order's snapshot like the rules: a later change of the catalogue never alters an account's plan.
 * Percentages are plain numbers (10 means 10 %); amounts are minor units of the package's currency.
 */

/** Better terms from a step on (the first review that grows the account is step 1). */
export const scalingTermsSchema = z.object({
  fromStep: z.number().int().min(1).max(50),
  /** null: the package's split stays */
  profitSplitPercent: z.number().int().min(1).max(100).nullable(),
  /** null: the funded rules' daily loss stays */
  dailyLossPercent: z.number().gt(0).max(100).nullable(),
});
export type ScalingTerms = z.infer<typeof scalingTermsSchema>;

export const scalingPlanSchema = z.object({
  /** cycles: N payout cycles of the package; months: N calendar months */
  period: z.object({ unit: z.enum(['cycles', 'months']), count: z.number().int().min(1).max(24) }),
  conditions: z.object({
    /** the closed profit over the period, withdrawals counted, as % of the size at the period's start */
    minProfitPercent: z.number().min(0).max(1000),
    /** paid payouts requested within the period */
    minPaidPayouts: z.number().int().min(0).max(50),
    /** no breach: the account did not fail (a breach ends a funded account) */
    noBreach: z.boolean(),
    /** the account's balance is above its size at the review */
    inProfitAtReview: z.boolean(),
  }),
  /** percentOfInitial: `value` % of the package's size; fixed: `value` minor units */
  step: z.object({ kind: z.enum(['percentOfInitial', 'fixed']), value: z.number().int().min(1).max(1_000_000_000) }),
  /** the largest size the account may reach, minor units */
  maxSize: z.number().int().min(100).max(10_000_000_000),
  /** auto: a qualified review grows the account at once; operator: it waits for the console's decision */
  review: z.enum(['auto', 'operator']),
  terms: z.array(scalingTermsSchema).max(10),
});
export type ScalingPlan = z.infer<typeof scalingPlanSchema>;

/**
 * A well-known programme's plan: every four payout cycles, 10 % profit, two paid payouts, no breach and in profit
 * at the review; a step of 25 % of the first size, up to `maxSize`, decided by the firm. The console's starting
 * values for a new plan (and the tests' plan, varied where a test needs it).
 */
export const wellKnownScalingPlan = (maxSize: number, other: Partial<ScalingPlan> = {}): ScalingPlan => ({
  period: { unit: 'cycles', count: 4 },
  conditions: { minProfitPercent: 10, minPaidPayouts: 2, noBreach: true, inProfitAtReview: true },
  step: { kind: 'percentOfInitial', value: 25 },
  maxSize,
  review: 'operator',
  terms: [],
  ...other,
});

export const scalingConditionKeySchema = z.enum(['profit', 'paidPayouts', 'noBreach', 'inProfitAtReview']);
export type ScalingConditionKey = z.infer<typeof scalingConditionKeySchema>;

/** One condition as evaluated: what is required, what the account has, met or not. */
export const scalingConditionSchema = z.object({
  key: scalingConditionKeySchema,
  met: z.boolean(),
  /** profit: percent (2 decimals); paidPayouts: a count; the booleans: 1 or 0 */
  required: z.number(),
  actual: z.number(),
});
export type ScalingCondition = z.infer<typeof scalingConditionSchema>;

/**
 * notQualified: a condition is not met (the trader reads which); pending: qualified, waiting for the console;
 * applied: the account grew; refused: the console refused it, with a reason; capped: qualified at the cap.
 */
export const scalingDecisionSchema = z.enum(['notQualified', 'pending', 'applied', 'refused', 'capped']);
export type ScalingDecision = z.infer<typeof scalingDecisionSchema>;

export const scalingReviewSchema = z.object({
  id: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  conditions: z.array(scalingConditionSchema),
  decision: scalingDecisionSchema,
  oldSize: z.number().int(),
  newSize: z.number().int(),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ScalingReview = z.infer<typeof scalingReviewSchema>;

/** A funded account's plan as the trader sees it: the running period's conditions now, sizes, its reviews. */
export const scalingProgressSchema = z.object({
  traderAccountId: z.string(),
  currency: z.string(),
  plan: scalingPlanSchema,
  initialSize: z.number().int(),
  currentSize: z.number().int(),
  /** null at the cap */
  nextSize: z.number().int().nullable(),
  periodStart: z.string(),
  nextReviewAt: z.string(),
  conditions: z.array(scalingConditionSchema),
  reviews: z.array(scalingReviewSchema),
});
export type ScalingProgress = z.infer<typeof scalingProgressSchema>;
/** Each funded account of the trader with a plan (none: an empty list). */
export const scalingProgressEnvelope = envelope(z.array(scalingProgressSchema));

// ── The console ───────────────────────────────────────────────────────────────────────────────────────────────

export const adminScalingReviewsQuerySchema = z.object({
  brandId: adminBrandIdSchema.optional(),
  /** default: pending (waiting for a decision) */
  decision: scalingDecisionSchema.optional(),
  ...consoleListFields(),
});
export type AdminScalingReviewsQuery = z.infer<typeof adminScalingReviewsQuerySchema>;

export const adminScalingReviewRowSchema = scalingReviewSchema.extend({
  ...adminTraderRefFields,
  traderAccountId: z.string(),
  login: z.string(),
  packageName: z.string(),
  currency: z.string(),
  createdAt: z.string(),
});
export type AdminScalingReviewRow = z.infer<typeof adminScalingReviewRowSchema>;
export const adminScalingReviewsEnvelope = envelope(cursorPageOf(adminScalingReviewRowSchema));
export const adminScalingReviewEnvelope = envelope(adminScalingReviewRowSchema);
export const adminScalingRefuseRequestSchema = z.object({ reason: textSchema().trim().min(1).max(500) });

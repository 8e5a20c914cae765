import { z } from 'zod';
import { adminTraderRefFields } from './admin-fields.ts';
import { adminBrandIdSchema, adminCurrencySchema, adminInstantSchema } from './admin-paging.ts';
import { consoleListFields, cursorPageOf } from './admin-cursor-page.ts';
import { riskCaseRefSchema } from './admin-risk.ts';
import { envelope } from './envelope.ts';
import { textSchema } from './fields.ts';
import {
  accountPayoutSummarySchema,
  eligibilityItemSchema,
  payoutMethodSchema,
  payoutSchema,
  payoutStatusSchema,
} from './payouts.ts';

/** The console's payout queue (docs/decisions/018-payouts.md): list, one request in full, the decisions. */
export const adminPayoutsQuerySchema = z.object({
  brandId: adminBrandIdSchema.optional(),
  /** default: the pending ones (Requested and Approved); `any`: every status */
  status: z.union([z.literal('any'), z.coerce.number().pipe(payoutStatusSchema)]).optional(),
  method: payoutMethodSchema.optional(),
  /** amount bounds, minor units of the payout's currency */
  minAmount: z.coerce.number().int().min(0).optional(),
  maxAmount: z.coerce.number().int().min(0).optional(),
  /** requested at least this many hours ago */
  olderThanHours: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .optional(),
  /**
   * requested, approved, paid at or after / before (ISO 8601 with offset): the overview's payouts of a period. A
   * time filter keeps every status unless one is asked (paid ones only for the paid bounds)
   */
  requestedFrom: adminInstantSchema.optional(),
  requestedTo: adminInstantSchema.optional(),
  approvedFrom: adminInstantSchema.optional(),
  approvedTo: adminInstantSchema.optional(),
  paidFrom: adminInstantSchema.optional(),
  paidTo: adminInstantSchema.optional(),
  currency: adminCurrencySchema.optional(),
  ...consoleListFields(),
});
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuerySchema>;
/** The queue's filters without a page: what its CSV export of every payout they keep takes. */
export const adminPayoutsFiltersSchema = adminPayoutsQuerySchema.omit({ cursor: true, pageSize: true });
export type AdminPayoutsFilters = z.infer<typeof adminPayoutsFiltersSchema>;

export const adminPayoutRowSchema = payoutSchema.extend({
  ...adminTraderRefFields,
});
export type AdminPayoutRow = z.infer<typeof adminPayoutRowSchema>;
export const adminPayoutsPageEnvelope = envelope(cursorPageOf(adminPayoutRowSchema));

/**
 * One request for the firm: the full payment details, the checklist the request passed and the account's
 * eligibility now (approving and paying need it green again), and the decisions.
 */
export const adminPayoutSchema = adminPayoutRowSchema.extend({
  traderName: z.string(),
  details: z.record(z.string(), z.string()),
  /** the checklist as the request passed it; null for requests made before it was kept */
  requestChecklist: z.array(eligibilityItemSchema).nullable(),
  eligibility: accountPayoutSummarySchema.nullable(),
  decidedBy: z.string().nullable(),
  /** the risk desk's open cases on the account (docs/risk.md); one at or above the brand's threshold holds approval */
  riskCases: z.array(riskCaseRefSchema),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutEnvelope = envelope(adminPayoutSchema);

export const adminPayoutRejectRequestSchema = z.object({
  reason: textSchema().trim().min(3, 'validation.required').max(500, 'validation.maxSymbols'),
});
export const adminPayoutMarkPaidRequestSchema = z.object({
  transactionReference: textSchema().trim().min(3, 'validation.required').max(120, 'validation.maxSymbols'),
});
export const adminPayoutApproveRequestSchema = z.object({ note: textSchema().trim().max(500).optional() });

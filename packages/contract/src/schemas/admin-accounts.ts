import { z } from 'zod';
import { adminBrandIdSchema, adminInstantSchema, adminSearchSchema } from './admin-paging.ts';
import { adminTraderAccountRowSchema } from './admin-traders.ts';
import { accountDataRequirementsSchema, tradingMetricsSchema } from './dashboard.ts';
import { consoleListFields, cursorPageOf, cursorQuerySchema } from './admin-cursor-page.ts';
import { envelope } from './envelope.ts';
import { textSchema } from './fields.ts';

/** The back office's trader accounts (the console's Accounts screen): the list, the trader's dashboard, the log. */
export const adminAccountsQuerySchema = z.object({
  brandId: adminBrandIdSchema.optional(),
  packageId: textSchema().pipe(z.uuid()).optional(),
  /** SPEC §4 challenge status 0..19 */
  status: z.coerce.number().int().min(0).max(19).optional(),
  /** still trading, passed (its phase completed) or failed (a rule broken): the overview's groups of statuses */
  outcome: z.enum(['trading', 'passed', 'failed']).optional(),
  /** an evaluation phase, or the funded stage */
  phase: textSchema()
    .pipe(z.enum(['1', '2', '3', 'funded']))
    .optional(),
  /** opened at or after / before (ISO 8601 with offset): with `funded`, the overview funnel's funded starts */
  from: adminInstantSchema.optional(),
  to: adminInstantSchema.optional(),
  /** ended its phase at or after / before (ISO 8601 with offset): the overview's endings and phase 1 passes */
  endedFrom: adminInstantSchema.optional(),
  endedTo: adminInstantSchema.optional(),
  /** how its phase ended, as recorded then (a later change of status keeps it) */
  ended: z.enum(['passed', 'failed']).optional(),
  /** the rule that failed it, as the engine names it ('unknown' when it named none) */
  rule: textSchema().pipe(z.string().min(1).max(64)).optional(),
  /** a login or platform account id (exact), or the trader's e-mail (its beginning) */
  q: adminSearchSchema.optional(),
  ...consoleListFields(),
});
export type AdminAccountsQuery = z.infer<typeof adminAccountsQuerySchema>;
/** The list's filters without a position: what its CSV export of every row they keep takes. */
export const adminAccountsFiltersSchema = adminAccountsQuerySchema.omit({ cursor: true, pageSize: true });
export type AdminAccountsFilters = z.infer<typeof adminAccountsFiltersSchema>;
export const adminAccountsPageEnvelope = envelope(cursorPageOf(adminTraderAccountRowSchema));

/** The numbers exactly as the trader's dashboard shows them (AccountDataRequirements + TradingMetrics). */
export const adminAccountDashboardSchema = z.object({
  requirements: accountDataRequirementsSchema,
  metrics: tradingMetricsSchema,
});
export type AdminAccountDashboard = z.infer<typeof adminAccountDashboardSchema>;
export const adminAccountDashboardEnvelope = envelope(adminAccountDashboardSchema);

export const adminAccountEventsQuerySchema = cursorQuerySchema;
/**
 * One line of an account's log, newest first: what the platform reported (deals, equity snapshots), its
 * opening, a verdict that moved it (passed, failed with the rule), and the firm's blocks and unblocks.
 */
export const ADMIN_ACCOUNT_EVENT_TYPES = [
  'opened',
  'dealOpened',
  'dealClosed',
  'equitySnapshot',
  'passed',
  'failed',
  'accounts.blocked',
  'accounts.unblocked',
] as const;
export const adminAccountEventSchema = z.object({
  type: z.enum(ADMIN_ACCOUNT_EVENT_TYPES),
  time: z.string(),
  /** the event's own data: the deal or snapshot as reported, the breach, or the block's before/after and actor */
  data: z.unknown(),
});
export type AdminAccountEvent = z.infer<typeof adminAccountEventSchema>;
export const adminAccountEventsEnvelope = envelope(cursorPageOf(adminAccountEventSchema));

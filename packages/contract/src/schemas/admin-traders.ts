import { z } from 'zod';
import { brandRefSchema } from './admin.ts';
import { adminBrandIdSchema, adminInstantSchema, adminSearchSchema } from './admin-paging.ts';
import { adminOrderRowSchema } from './admin-orders.ts';
import { consoleListFields, cursorPageOf } from './admin-cursor-page.ts';
import { envelope } from './envelope.ts';
import { textSchema } from './fields.ts';
import { personalDataReplyFields, postalAddressReplyFields } from './personal-data.ts';

/**
 * The back office's traders (project issue "The firm's back office", the console's Traders screen): search,
 * one trader's file, and what support does for them (end sessions, send a password reset).
 */
export const adminTradersQuerySchema = z.object({
  /** an e-mail or a name (their beginning), an account's login or platform id, an order's id or number */
  q: adminSearchSchema.optional(),
  brandId: adminBrandIdSchema.optional(),
  /** signed up at or after / before (ISO 8601 with offset) */
  from: adminInstantSchema.optional(),
  to: adminInstantSchema.optional(),
  /** whose first paid order was paid at or after / before: the overview funnel's buyers */
  boughtFrom: adminInstantSchema.optional(),
  boughtTo: adminInstantSchema.optional(),
  /** whose first payout was paid at or after / before: the overview funnel's last step */
  firstPayoutFrom: adminInstantSchema.optional(),
  firstPayoutTo: adminInstantSchema.optional(),
  ...consoleListFields(),
});
export type AdminTradersQuery = z.infer<typeof adminTradersQuerySchema>;
/** The list's filters without a position: what its CSV export of every row they keep takes. */
export const adminTradersFiltersSchema = adminTradersQuerySchema.omit({ cursor: true, pageSize: true });
export type AdminTradersFilters = z.infer<typeof adminTradersFiltersSchema>;

export const adminTraderSummarySchema = z.object({
  id: z.string(),
  brand: brandRefSchema,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string(),
  emailVerifiedAt: z.string().nullable(),
});
export type AdminTraderSummary = z.infer<typeof adminTraderSummarySchema>;
export const adminTradersPageEnvelope = envelope(cursorPageOf(adminTraderSummarySchema));

export const adminTraderSessionParamsSchema = z.object({ id: textSchema().max(64), sessionId: textSchema().max(64) });

/** The personal data the trader gave (SPEC §7 PersonalData). */
export const adminTraderProfileSchema = z.object({
  ...personalDataReplyFields,
  country: z.string().nullable(),
  ...postalAddressReplyFields,
  language: z.string().nullable(),
});
/** A row of the Orders screen, less what the trader's file shows elsewhere; its status a plain number. */
export const adminTraderOrderSchema = adminOrderRowSchema
  .omit({
    brandId: true,
    traderId: true,
    traderEmail: true,
    packageId: true,
    price: true,
    discount: true,
    traderAccountId: true,
    resetAccountId: true,
  })
  .extend({ status: z.number().int() });
export const adminTraderAccountRowSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  userId: z.string(),
  email: z.string(),
  login: z.string(),
  platformId: z.string(),
  platformAccountId: z.string().nullable(),
  packageId: z.string(),
  packageName: z.string(),
  /** 1..3 an evaluation phase; null once funded */
  phase: z.number().int().nullable(),
  stage: z.number().int(),
  isFunded: z.boolean(),
  status: z.number().int(),
  accountSize: z.number().int(),
  currency: z.string(),
  balance: z.number().int(),
  equity: z.number().int(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminTraderAccountRow = z.infer<typeof adminTraderAccountRowSchema>;
/** A live sign-in of the trader (not revoked, not expired); last used is its latest token refresh. */
export const adminTraderSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
/** A mail the portal queued for the trader: never its body (it may hold a one-time code). */
export const adminTraderMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const adminTraderSchema = z.object({
  id: z.string(),
  brand: brandRefSchema,
  profile: adminTraderProfileSchema,
  createdAt: z.string(),
  emailVerifiedAt: z.string().nullable(),
  /** the latest orders, newest first (the Orders screen filters by trader for all of them) */
  orders: z.array(adminTraderOrderSchema),
  accounts: z.array(adminTraderAccountRowSchema),
  sessions: z.array(adminTraderSessionSchema),
  /** the latest mails, newest first */
  mails: z.array(adminTraderMailSchema),
});
export type AdminTrader = z.infer<typeof adminTraderSchema>;
export const adminTraderEnvelope = envelope(adminTraderSchema);

export const adminSessionsRevokedEnvelope = envelope(z.object({ revoked: z.number().int() }));
export const adminPasswordResetEnvelope = envelope(z.object({ traderId: z.string(), email: z.string() }));

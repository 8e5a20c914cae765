import { z } from 'zod';
import { adminTraderRefFields } from './admin-fields.ts';
import { adminBrandIdSchema, adminCurrencySchema, adminInstantSchema, adminSearchSchema } from './admin-paging.ts';
import { brandRefSchema } from './admin.ts';
import { consoleListFields, cursorPageOf } from './admin-cursor-page.ts';
import { envelope } from './envelope.ts';
import { textSchema } from './fields.ts';
import { orderKindSchema, orderStatusSchema, paymentMethodSchema } from './orders.ts';

/** The back office's orders (the console's Orders screen): the list, one order in full, cancelling one. */
export const adminOrdersQuerySchema = z.object({
  brandId: adminBrandIdSchema.optional(),
  /** SPEC §7 order status: 0 Paid, 1 Unpaid, 2 Cancelled, 3 Declined, 4 Pending */
  status: z.coerce.number().int().min(0).max(4).optional(),
  /** created at or after / before (ISO 8601 with offset) */
  from: adminInstantSchema.optional(),
  to: adminInstantSchema.optional(),
  /** paid at or after / before (ISO 8601 with offset): the paid orders the overview counts */
  paidFrom: adminInstantSchema.optional(),
  paidTo: adminInstantSchema.optional(),
  /** with a payment refunded at or after / before (ISO 8601 with offset): the refunds the overview counts */
  refundedFrom: adminInstantSchema.optional(),
  refundedTo: adminInstantSchema.optional(),
  packageId: textSchema().pipe(z.uuid()).optional(),
  currency: adminCurrencySchema.optional(),
  /** a discount code, as typed (case-insensitive) */
  code: textSchema().trim().max(64).optional(),
  /** an order's id or number (exact), or the trader's e-mail (its beginning) */
  q: adminSearchSchema.optional(),
  /** one trader's orders */
  traderId: textSchema().pipe(z.uuid()).optional(),
  ...consoleListFields(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;
/** The list's filters without a position: what its CSV export of every row they keep takes. */
export const adminOrdersFiltersSchema = adminOrdersQuerySchema.omit({ cursor: true, pageSize: true });
export type AdminOrdersFilters = z.infer<typeof adminOrdersFiltersSchema>;

export const adminOrderRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  ...adminTraderRefFields,
  kind: orderKindSchema,
  resetAccountId: z.string().nullable(),
  status: orderStatusSchema,
  packageId: z.string(),
  packageName: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  discountCode: z.string().nullable(),
  traderAccountId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrdersPageEnvelope = envelope(cursorPageOf(adminOrderRowSchema));

export const adminPaymentEventSchema = z.object({ eventId: z.string(), type: z.string(), receivedAt: z.string() });
export const adminPaymentSchema = z.object({
  id: z.string(),
  provider: z.string(),
  providerPaymentId: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'processing', 'succeeded', 'failed', 'cancelled', 'error', 'refunded']),
  /** the order's current attempt */
  isCurrent: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiredAt: z.string().nullable(),
  refund: z
    .object({
      reason: z.string().nullable(),
      requestedAt: z.string().nullable(),
      providerRefundId: z.string().nullable(),
      refundedAt: z.string().nullable(),
    })
    .nullable(),
  /** the provider's webhook events, in the order received */
  events: z.array(adminPaymentEventSchema),
});
export const adminOrderSchema = adminOrderRowSchema.extend({
  brand: brandRefSchema,
  trader: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  /** the package as it was bought (prices, rules, platform) */
  snapshot: z.unknown(),
  discountCodeDetail: z
    .object({
      id: z.string(),
      code: z.string(),
      kind: z.enum(['percent', 'fixed']),
      value: z.number().int(),
      currency: z.string().nullable(),
      usedCount: z.number().int(),
      usageLimit: z.number().int().nullable(),
      expiresAt: z.string().nullable(),
      isActive: z.boolean(),
    })
    .nullable(),
  /** whether the order holds a use of its discount code now */
  discountUseHeld: z.boolean(),
  paymentMethod: paymentMethodSchema.nullable(),
  payments: z.array(adminPaymentSchema),
  /** what the back office may do with it now */
  cancellable: z.boolean(),
});
export const adminOrderEnvelope = envelope(adminOrderSchema);

export const adminOrderCancelRequestSchema = z.object({ reason: textSchema().trim().min(1).max(500) });
export const adminOrderCancelledEnvelope = envelope(z.object({ orderId: z.string(), status: orderStatusSchema }));

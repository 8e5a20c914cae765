import { z } from 'zod';
import { listCursorSchema } from './admin-cursor-page.ts';
import { envelope, listOf } from './envelope.ts';
import { acceptTermsSchema, marketingClickFields, textSchema } from './fields.ts';
import { currencySchema, minorUnitsSchema, traderPackageTypeSchema } from './packages.ts';

/** A discount code as a trader types it: trimmed, case-insensitive (kept upper-case). */
export const discountCodeSchema = textSchema()
  .trim()
  .toUpperCase()
  .min(1, 'validation.required')
  .max(40, 'validation.maxSymbols')
  .regex(/^[A-Z0-9_-]+$/, 'validation.discountCode');

const packageIdSchema = textSchema().min(1).max(64);

/** What a package costs with a code applied; `discountCode` is null when none was given. */
export const pricePreviewSchema = z.object({
  packageId: z.string(),
  price: minorUnitsSchema,
  discount: minorUnitsSchema,
  total: minorUnitsSchema,
  currency: currencySchema,
  discountCode: z
    .object({
      code: z.string(),
      kind: z.enum(['percent', 'fixed']),
      value: z.number(),
      expiresAt: z.string().nullable(),
    })
    .nullable(),
});
export type PricePreview = z.infer<typeof pricePreviewSchema>;
export const pricePreviewEnvelope = envelope(pricePreviewSchema);

/** POST /Order/v1/PreviewDiscount (guests): the price of one package with a code (-73 … -76). */
export const previewDiscountRequestSchema = z.object({ packageId: packageIdSchema, discountCode: discountCodeSchema });
export type PreviewDiscountRequest = z.infer<typeof previewDiscountRequestSchema>;

/** POST /Order/v1/Preview (signed in): the price the order will have, with or without a code. */
export const orderPreviewRequestSchema = z.object({
  packageId: packageIdSchema,
  discountCode: discountCodeSchema.optional(),
});
export type OrderPreviewRequest = z.infer<typeof orderPreviewRequestSchema>;

/** POST /Order/v1/PreviewPackagesForDiscount: every package the code applies to, with its price. */
export const previewPackagesForDiscountRequestSchema = z.object({ discountCode: discountCodeSchema });
export type PreviewPackagesForDiscountRequest = z.infer<typeof previewPackagesForDiscountRequestSchema>;
export const packagesForDiscountSchema = listOf(pricePreviewSchema);
export const packagesForDiscountEnvelope = envelope(packagesForDiscountSchema);

export const orderStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/**
 * How an order was paid, as its payment adapter reports it; each has a label (`paymentMethod.<method>`) in every
 * catalogue of both apps. The sandbox checkout takes cards; a real provider's adapter adds its methods here.
 */
export const paymentMethodSchema = z.enum(['card']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const PAYMENT_METHODS = paymentMethodSchema.options;

/** What an order buys: a challenge (a package), or the reset of an ended account (issue 29). */
export const orderKindSchema = z.enum(['challenge', 'reset']);
export type OrderKind = z.infer<typeof orderKindSchema>;

/** An order as the trader sees it; the package is a snapshot of what was bought. */
export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: orderKindSchema,
  /** a reset order: the ended account it resets */
  resetAccountId: z.string().nullable(),
  status: orderStatusSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  package: z.object({
    id: z.string(),
    name: z.string(),
    accountSize: minorUnitsSchema,
    currency: currencySchema,
    platformName: z.string(),
    traderPackageType: traderPackageTypeSchema,
  }),
  price: minorUnitsSchema,
  discount: minorUnitsSchema,
  total: minorUnitsSchema,
  currency: currencySchema,
  discountCode: z.string().nullable(),
  paymentMethod: paymentMethodSchema.nullable(),
  traderAccountId: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderEnvelope = envelope(orderSchema);

/** POST /Order/v1/TraderAccount: buy a package (an Unpaid order); v2 also starts the payment. */
export const createOrderRequestSchema = z.object({
  packageId: packageIdSchema,
  discountCode: discountCodeSchema.optional(),
  acceptTerms: acceptTermsSchema,
  /** the click the trader landed with; else the one of their sign-up */
  ...marketingClickFields,
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const checkoutSchema = z.object({ orderId: z.string(), checkoutUrl: z.string() });
export type Checkout = z.infer<typeof checkoutSchema>;
export const checkoutEnvelope = envelope(checkoutSchema);

export const createOrderV2ReplySchema = z.object({ order: orderSchema, checkoutUrl: z.string() });
export type CreateOrderV2Reply = z.infer<typeof createOrderV2ReplySchema>;
export const createOrderV2Envelope = envelope(createOrderV2ReplySchema);

/** POST /Order/v1/pay: a checkout for an Unpaid, Declined or Cancelled order. */
export const payOrderRequestSchema = z.object({ orderId: textSchema().min(1).max(64) });
export type PayOrderRequest = z.infer<typeof payOrderRequestSchema>;

export const ORDERS_PAGE_SIZE_MAX = 100;
export const orderSortSchema = z.enum(['createdAt', 'total']);

/**
 * GET /Order/v1 query: the page's position (a cursor from the previous answer, `last`, or none for the first), its
 * size, an optional status filter, the sort field and direction.
 */
export const ordersQuerySchema = z.object({
  cursor: listCursorSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(ORDERS_PAGE_SIZE_MAX).default(10),
  status: z.coerce.number().pipe(orderStatusSchema).optional(),
  sort: orderSortSchema.default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type OrdersQuery = z.input<typeof ordersQuerySchema>;

/** A page of the trader's orders, the number of all they have (of the status), and the pages beside it (null at an end). */
export const ordersPageSchema = z.object({
  items: z.array(orderSchema),
  totalItems: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;
export const ordersPageEnvelope = envelope(ordersPageSchema);

/** GET /Order/v1/PendingPurchase: what a trader chose through Subscribe before having an account. */
export const pendingPurchaseSchema = z
  .object({ packageId: z.string(), discountCode: z.string().nullable() })
  .nullable();
export type PendingPurchase = z.infer<typeof pendingPurchaseSchema>;
export const pendingPurchaseEnvelope = envelope(pendingPurchaseSchema);

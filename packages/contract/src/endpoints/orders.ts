import { z } from 'zod';
import { ApiPath } from '../paths.ts';
import * as ordersSchemas from '../schemas/orders.ts';
import { textSchema } from '../schemas/fields.ts';
import { resetOrderRequestSchema } from '../schemas/second-chance.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const ordersEndpoints = {
  previewDiscount: endpoint('POST', ApiPath.previewDiscount, 'Guests: the price of a package with a discount code (-73 invalid, -74 used up, -75 expired, -76 other packages)', { body: ordersSchemas.previewDiscountRequestSchema, response: ordersSchemas.pricePreviewEnvelope }),
  orderPreview: endpoint('POST', ApiPath.orderPreview, 'The price an order for this package will have, with an optional discount code', { body: ordersSchemas.orderPreviewRequestSchema, response: ordersSchemas.pricePreviewEnvelope }),
  previewPackagesForDiscount: endpoint('POST', ApiPath.previewPackagesForDiscount, 'Every package a discount code applies to, with its price', { body: ordersSchemas.previewPackagesForDiscountRequestSchema, response: ordersSchemas.packagesForDiscountEnvelope }),
  pendingPurchase: endpoint('GET', ApiPath.pendingPurchase, 'What the trader chose through Subscribe', { response: ordersSchemas.pendingPurchaseEnvelope }),
  createOrderV1: endpoint('POST', ApiPath.createOrderV1, 'Buy a package: an Unpaid order', { body: ordersSchemas.createOrderRequestSchema, response: ordersSchemas.orderEnvelope }),
  createOrderV2: endpoint('POST', ApiPath.createOrderV2, 'Buy a package and open its checkout in one call', { body: ordersSchemas.createOrderRequestSchema, response: ordersSchemas.createOrderV2Envelope }),
  payOrder: endpoint('POST', ApiPath.payOrder, 'A checkout for an Unpaid, Declined or Cancelled order; its previous checkout is expired (-20 unknown; -200 already paid or in payment)', { body: ordersSchemas.payOrderRequestSchema, response: ordersSchemas.checkoutEnvelope }),
  createResetOrder: endpoint('POST', ApiPath.createResetOrder, 'A paid reset of a failed or ended account: a reset order and its checkout (-50 not the trader’s account; -200 with the reason when not offered)', { body: resetOrderRequestSchema, response: ordersSchemas.createOrderV2Envelope }),
  orders: endpoint('GET', ApiPath.orders, "A page of the trader's orders", { querystring: ordersSchemas.ordersQuerySchema, response: ordersSchemas.ordersPageEnvelope }),
  order: endpoint('GET', ApiPath.order, 'One order (-20 when absent or not the trader’s)', { params: z.object({ id: textSchema().max(64) }), response: ordersSchemas.orderEnvelope }),
};

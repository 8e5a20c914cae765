import {
  type Checkout,
  type CreateOrderRequest,
  type CreateOrderV2Reply,
  type Order,
  type OrderPreviewRequest,
  type OrdersPage,
  type OrdersQuery,
  type PendingPurchase,
  type PreviewDiscountRequest,
  type PricePreview,
  type TradingPackages,
} from '@portal/contract';
import { ordersRoutes, packagesRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { appApi } from '../../../shared/api/app-api.ts';
import { storedClickId, storedCnvId } from '../../../shared/storage/visitor-ids.ts';

const LIST = { type: 'Orders', id: 'LIST' } as const;

/** The order calls of SPEC §7 (/Order/v1/…, /TradingPackages/v1/…). */
export const ordersApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrdersPage, OrdersQuery>({
      query: (params) => requestTo(ordersRoutes.orders, { params }),
      providesTags: [LIST],
    }),
    /** One order of the trader; -20 when there is none with this id. */
    getOrder: build.query<Order, string>({
      query: (id) => requestTo(ordersRoutes.order, { path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Orders', id }],
    }),
    /** What the trader chose through Subscribe before having an account, or null. */
    getPendingPurchase: build.query<PendingPurchase, void>({
      query: () => requestTo(ordersRoutes.pendingPurchase),
    }),
    /** The packages a signed-in trader can buy. */
    getTradingPackages: build.query<TradingPackages, void>({
      query: () => requestTo(packagesRoutes.tradingPackagesList),
    }),
    /** Every package, for guests (Subscribe). */
    getAllTradingPackages: build.query<TradingPackages, void>({
      query: () => ({ ...requestTo(packagesRoutes.tradingPackagesAll), guest: true }),
    }),
    /**
     * Buys a package: an Unpaid order and the address of its checkout (v2). Each order carries the marketing click
     * the visitor landed with (SPEC §3 clickId, cnv_id), so the sale can be credited to its affiliate.
     */
    createOrder: build.mutation<CreateOrderV2Reply, CreateOrderRequest>({
      query: (body) => {
        const clickId = storedClickId();
        const cnvId = storedCnvId();
        return requestTo(ordersRoutes.createOrderV2, {
          body: { ...(clickId ? { clickId } : {}), ...(cnvId ? { cnvId } : {}), ...body },
        });
      },
      invalidatesTags: [LIST],
    }),
    /** A new checkout for an Unpaid, Declined or Cancelled order. */
    payOrder: build.mutation<Checkout, string>({
      query: (orderId) => requestTo(ordersRoutes.payOrder, { body: { orderId } }),
      invalidatesTags: (result, _error, orderId) => (result ? [LIST, { type: 'Orders', id: orderId }] : []),
    }),
    /** The price an order will have (signed in); refusals -19 and -73 … -76. */
    previewOrder: build.mutation<PricePreview, OrderPreviewRequest>({
      query: (body) => requestTo(ordersRoutes.orderPreview, { body }),
    }),
    /** A package's price with a discount code, for guests; refusals -19 and -73 … -76. */
    previewDiscount: build.mutation<PricePreview, PreviewDiscountRequest>({
      query: (body) => ({ ...requestTo(ordersRoutes.previewDiscount, { body }), guest: true }),
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetOrderQuery,
  useGetPendingPurchaseQuery,
  useGetTradingPackagesQuery,
  useGetAllTradingPackagesQuery,
  useCreateOrderMutation,
  usePayOrderMutation,
  usePreviewOrderMutation,
  usePreviewDiscountMutation,
} = ordersApi;

import type { z } from 'zod';
import { type AdminOrdersQuery, type adminOrderRowSchema, type adminOrderSchema } from '@portal/contract';
import { adminOrdersRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';
import { pagedList, recordById } from '../../../shared/api/endpoint-shapes.ts';

export type OrderRow = z.infer<typeof adminOrderRowSchema>;
export type Order = z.infer<typeof adminOrderSchema>;

const ordersApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    orders: pagedList<OrderRow, Partial<AdminOrdersQuery>>(build, 'Order', adminOrdersRoutes.orders),
    order: recordById<Order>(build, 'Order', adminOrdersRoutes.order),
    cancelOrder: build.mutation<{ orderId: string; status: number }, { id: string; reason: string }>({
      query: ({ id, reason }) => requestTo(adminOrdersRoutes.orderCancel, { path: { id }, body: { reason } }),
      // The answer carries the order's new status: the open order takes it; the lists, a trader's file and the
      // overview read again.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          ordersApi.util.updateQueryData('order', id, (order) => {
            order.status = data.status as Order['status'];
            order.cancellable = false;
          }),
        );
      },
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Order', id: 'LIST' }, 'Trader', 'Overview']),
    }),
  }),
});

export const { useOrdersQuery, useOrderQuery, useCancelOrderMutation } = ordersApi;

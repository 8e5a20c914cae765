import { ApiPath, type OrdersPage, type OrdersQuery } from '@portal/contract';
import { api } from '../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

export const getOrders = (query: OrdersQuery) => unwrap<OrdersPage>(api.get(ApiPath.orders, { params: query }));

import { ApiPath, type CreateOrderRequest, type CreateOrderV2Reply } from '@portal/contract';
import { api } from '../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** Buys a package: an Unpaid order and the address of its checkout (v2). */
export const createOrder = (body: CreateOrderRequest) =>
  unwrap<CreateOrderV2Reply>(api.post(ApiPath.createOrderV2, body));

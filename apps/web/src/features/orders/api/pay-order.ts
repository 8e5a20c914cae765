import { ApiPath, type Checkout } from '@portal/contract';
import { api } from '../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** A new checkout for an Unpaid, Declined or Cancelled order. */
export const payOrder = (orderId: string) => unwrap<Checkout>(api.post(ApiPath.payOrder, { orderId }));

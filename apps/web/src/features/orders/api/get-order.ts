import { ApiPath, type Order } from '@portal/contract';
import { api } from '../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** One order of the trader; -20 when there is none with this id. */
export const getOrder = (id: string) => unwrap<Order>(api.get(ApiPath.order.replace(':id', encodeURIComponent(id))));

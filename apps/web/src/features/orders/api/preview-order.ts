import { ApiPath, type OrderPreviewRequest, type PricePreview } from '@portal/contract';
import { api } from '../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** The price an order will have (signed in); refusals -19 and -73 … -76. */
export const previewOrder = (body: OrderPreviewRequest) => unwrap<PricePreview>(api.post(ApiPath.orderPreview, body));

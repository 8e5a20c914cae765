import { ApiPath, type PreviewDiscountRequest, type PricePreview } from '@portal/contract';
import { publicApi } from '../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** A package's price with a discount code, for guests; refusals -19 and -73 … -76. */
export const previewDiscount = (body: PreviewDiscountRequest) =>
  unwrap<PricePreview>(publicApi.post(ApiPath.previewDiscount, body));

import { ApiPath, type CreateOrderRequest, type CreateOrderV2Reply } from '@portal/contract';
import { api } from '../../../shared/api/http-client.ts';
import { storedClickId, storedCnvId } from '../../../shared/storage/visitor-ids.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/**
 * Buys a package: an Unpaid order and the address of its checkout (v2). Each order carries the marketing click
 * the visitor landed with (SPEC §3 clickId, cnv_id), so the sale can be credited to its affiliate.
 */
export const createOrder = (body: CreateOrderRequest) => {
  const clickId = storedClickId();
  const cnvId = storedCnvId();
  return unwrap<CreateOrderV2Reply>(
    api.post(ApiPath.createOrderV2, { ...(clickId ? { clickId } : {}), ...(cnvId ? { cnvId } : {}), ...body }),
  );
};

import { type SubscribeRequest } from '@portal/contract';
import { authRoutes } from '@portal/contract/routes';
import { callTo } from '@portal/ui/api/request-to.ts';
import { publicApi } from '../../shared/api/http-client.ts';
import { storedClickId, storedCnvId } from '../../shared/storage/visitor-ids.ts';

export type SubscribeReply = { email: string; passwordRequired: boolean; packageId: string | null };

/**
 * A guest leaves an e-mail to buy before having an account (docs/decisions/007-subscribe-flow.md), with the
 * marketing click they landed with, as sign-up sends it (SPEC §3 clickId, cnv_id).
 */
export const subscribe = (body: SubscribeRequest) => {
  const clickId = storedClickId();
  const cnvId = storedCnvId();
  return callTo<SubscribeReply>(publicApi, authRoutes.subscribe, {
    body: { ...(clickId ? { clickId } : {}), ...(cnvId ? { cnvId } : {}), ...body },
  });
};

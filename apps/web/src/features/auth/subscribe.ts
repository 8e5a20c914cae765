import { ApiPath, type SubscribeRequest } from '@portal/contract';
import { publicApi } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

export type SubscribeReply = { email: string; passwordRequired: boolean; packageId: string | null };

/** A guest leaves an e-mail to buy before having an account (docs/decisions/007-subscribe-flow.md). */
export const subscribe = (body: SubscribeRequest) => unwrap<SubscribeReply>(publicApi.post(ApiPath.subscribe, body));

import { ApiPath, type PendingPurchase } from '@portal/contract';
import { api } from '../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** What the trader chose through Subscribe before having an account, or null. */
export const getPendingPurchase = () => unwrap<PendingPurchase>(api.get(ApiPath.pendingPurchase));

import { ApiPath, type PlatformTime } from '@portal/contract';
import { api } from '../../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

export const getPlatformTime = (traderAccountId: string) =>
  unwrap<PlatformTime>(api.get(ApiPath.platformTime, { params: { traderAccountId } }));

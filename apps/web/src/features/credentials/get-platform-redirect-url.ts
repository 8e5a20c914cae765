import { ApiPath } from '@portal/contract';
import { api } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** A one-time sign-in address on the platform (platform type 1). */
export const getPlatformRedirectUrl = (traderAccountId: string) =>
  unwrap<{ platform_redirect_url: string }>(
    api.get(ApiPath.platformRedirectUrl.replace(':id', encodeURIComponent(traderAccountId))),
  );

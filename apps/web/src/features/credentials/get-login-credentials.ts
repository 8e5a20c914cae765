import { ApiPath, type LoginCredentials } from '@portal/contract';
import { api } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

export const getLoginCredentials = (traderAccountId: string) =>
  unwrap<LoginCredentials>(api.get(ApiPath.loginCredentials, { params: { traderAccountId } }));

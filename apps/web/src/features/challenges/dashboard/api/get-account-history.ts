import { ApiPath, type AccountHistory } from '@portal/contract';
import { api } from '../../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** Closed trades, newest first. */
export const getAccountHistory = (traderAccountId: string, page: number, pageSize: number) =>
  unwrap<AccountHistory>(api.get(ApiPath.accountHistory, { params: { traderAccountId, page, pageSize } }));

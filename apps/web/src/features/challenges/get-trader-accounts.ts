import { ApiPath, type TraderAccounts } from '@portal/contract';
import { api } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

export const getTraderAccounts = () => unwrap<TraderAccounts>(api.get(ApiPath.traderAccounts));

import { ApiPath, type AccountDataRequirements } from '@portal/contract';
import { api } from '../../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** The phase's objectives and the verdict; -50 when the account is not the trader's. */
export const getAccountRequirements = (traderAccountId: string) =>
  unwrap<AccountDataRequirements>(api.get(ApiPath.accountDataRequirements, { params: { traderAccountId } }));

import {
  ApiPath,
  type BankTransferRequest,
  type CryptoTransferRequest,
  type Payout,
  type PayoutMethods,
  type PayoutsPage,
  type PayoutsQuery,
  type ProfitWidget,
} from '@portal/contract';
import { unwrap } from '@portal/ui/api/call-api.ts';
import { api } from '../../../shared/api/http-client.ts';

/** The payout calls of SPEC §7 (/Payouts/v1/…, /common/v1/PayoutMethods). */
export const getProfitWidget = (params: { traderAccountId?: string; amount?: number } = {}) =>
  unwrap<ProfitWidget>(api.get(ApiPath.profitWidget, { params }));

export const getPayouts = (query: PayoutsQuery) => unwrap<PayoutsPage>(api.get(ApiPath.payouts, { params: query }));

export const getPayout = (id: string) => unwrap<Payout>(api.get(ApiPath.payout.replace(':id', encodeURIComponent(id))));

export const cancelPayout = (id: string) =>
  unwrap<Payout>(api.post(ApiPath.payoutCancel.replace(':id', encodeURIComponent(id))));

export const getPayoutMethods = () => unwrap<PayoutMethods>(api.get(ApiPath.payoutMethods));

export const requestBankTransfer = (body: BankTransferRequest) =>
  unwrap<Payout>(api.post(ApiPath.payoutBankTransfer, body));

export const requestCryptoTransfer = (body: CryptoTransferRequest) =>
  unwrap<Payout>(api.post(ApiPath.payoutCryptoTransfer, body));

import { ApiPath } from '../paths.ts';
import {
  bankTransferRequestSchema,
  cryptoTransferRequestSchema,
  payoutBoundsEnvelope,
  payoutEnvelope,
  payoutIdParamsSchema,
  payoutMethodsEnvelope,
  payoutsPageEnvelope,
  payoutsQuerySchema,
  profitWidgetEnvelope,
  profitWidgetQuerySchema,
} from '../schemas/payouts.ts';
import { endpoint } from './endpoint.ts';

/** What a payout request may be refused with. */
const refusals =
  'refused with -60 (not funded, blocked, pending payout, cycle, consistency), -70 (not verified), -100 (open positions), -202/-201 (bounds), -40 (above withdrawable); data.checklist says which';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const payoutsEndpoints = {
  payouts: endpoint('GET', ApiPath.payouts, "A page of the trader's payouts, newest first", { querystring: payoutsQuerySchema, response: payoutsPageEnvelope }),
  profitWidget: endpoint('GET', ApiPath.profitWidget, 'Each funded account: withdrawable now, split, next payout date, total paid, and the checklist', { querystring: profitWidgetQuerySchema, response: profitWidgetEnvelope }),
  payoutBounds: endpoint('GET', ApiPath.payoutBounds, 'Withdrawal bounds in USD, and in each account currency', { response: payoutBoundsEnvelope }),
  payoutMethods: endpoint('GET', ApiPath.payoutMethods, "The brand's payout methods", { response: payoutMethodsEnvelope }),
  payoutBankTransfer: endpoint('POST', ApiPath.payoutBankTransfer, `Request a payout by bank transfer; ${refusals}`, { body: bankTransferRequestSchema, response: payoutEnvelope }),
  payoutCryptoTransfer: endpoint('POST', ApiPath.payoutCryptoTransfer, `Request a payout in crypto; ${refusals}`, { body: cryptoTransferRequestSchema, response: payoutEnvelope }),
  payout: endpoint('GET', ApiPath.payout, 'One payout (-50 when absent or not the trader’s)', { params: payoutIdParamsSchema, response: payoutEnvelope }),
  payoutCancel: endpoint('POST', ApiPath.payoutCancel, 'Cancel a payout the firm has not decided yet (-60 once it has)', { params: payoutIdParamsSchema, response: payoutEnvelope }),
};

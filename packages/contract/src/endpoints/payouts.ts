import { ApiPath } from '../paths.ts';
import * as payoutsSchemas from '../schemas/payouts.ts';
import { endpoint } from './endpoint.ts';

/** What a payout request may be refused with. */
const refusals =
  'refused with -60 (not funded, blocked, pending payout, cycle, consistency), -70 (not verified), -100 (open positions), -202/-201 (bounds), -40 (above withdrawable); data.checklist says which';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const payoutsEndpoints = {
  payouts: endpoint('GET', ApiPath.payouts, "A page of the trader's payouts, newest first", { querystring: payoutsSchemas.payoutsQuerySchema, response: payoutsSchemas.payoutsPageEnvelope }),
  profitWidget: endpoint('GET', ApiPath.profitWidget, 'Each funded account: withdrawable now, split, next payout date, total paid, and the checklist', { querystring: payoutsSchemas.profitWidgetQuerySchema, response: payoutsSchemas.profitWidgetEnvelope }),
  payoutBounds: endpoint('GET', ApiPath.payoutBounds, 'Withdrawal bounds in USD, and in each account currency', { response: payoutsSchemas.payoutBoundsEnvelope }),
  payoutMethods: endpoint('GET', ApiPath.payoutMethods, "The brand's payout methods", { response: payoutsSchemas.payoutMethodsEnvelope }),
  payoutBankTransfer: endpoint('POST', ApiPath.payoutBankTransfer, `Request a payout by bank transfer; ${refusals}`, { body: payoutsSchemas.bankTransferRequestSchema, response: payoutsSchemas.payoutEnvelope }),
  payoutCryptoTransfer: endpoint('POST', ApiPath.payoutCryptoTransfer, `Request a payout in crypto; ${refusals}`, { body: payoutsSchemas.cryptoTransferRequestSchema, response: payoutsSchemas.payoutEnvelope }),
  payout: endpoint('GET', ApiPath.payout, 'One payout (-50 when absent or not the trader’s)', { params: payoutsSchemas.payoutIdParamsSchema, response: payoutsSchemas.payoutEnvelope }),
  payoutCancel: endpoint('POST', ApiPath.payoutCancel, 'Cancel a payout the firm has not decided yet (-60 once it has)', { params: payoutsSchemas.payoutIdParamsSchema, response: payoutsSchemas.payoutEnvelope }),
};

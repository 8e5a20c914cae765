import { ApiPath } from '../paths.ts';
import {
  adminPayoutSettingsEnvelope,
  adminPayoutSettingsUpdateRequestSchema,
} from '../schemas/admin-payout-settings.ts';
import { adminIdParamsSchema } from '../schemas/admin-paging.ts';
import * as adminPayouts from '../schemas/admin-payouts.ts';
import { envelope } from '../schemas/envelope.ts';
import { endpoint } from './endpoint.ts';

/** A decision answers the payout's row as the queue lists it. */
const rowEnvelope = envelope(adminPayouts.adminPayoutRowSchema);

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminPayoutsEndpoints = {
  payoutSettings: endpoint('GET', ApiPath.adminPayoutSettings, "A brand's payout bounds (USD cents), USD rates (millionths), methods and its packages' payout cycles", { params: adminIdParamsSchema, response: adminPayoutSettingsEnvelope }),
  updatePayoutSettings: endpoint('POST', ApiPath.adminPayoutSettings, "Replace a brand's payout settings and set packages' payout cycles; the next payout request is checked against them (400/-200 when min > max, no method, a rate missing)", { params: adminIdParamsSchema, body: adminPayoutSettingsUpdateRequestSchema, response: adminPayoutSettingsEnvelope }),
  payouts: endpoint('GET', ApiPath.adminPayouts, 'Payout requests, oldest first (pending by default), by brand, status, method, amount and age', { querystring: adminPayouts.adminPayoutsQuerySchema, response: adminPayouts.adminPayoutsPageEnvelope }),
  payoutsExport: endpoint('GET', ApiPath.adminPayoutsExport, 'Every payout request the queue\'s filters keep, as CSV (UTF-8, a header row of field names), in the queue\'s order; audited', { querystring: adminPayouts.adminPayoutsFiltersSchema, produces: ['text/csv'] }),
  payout: endpoint('GET', ApiPath.adminPayout, 'A payout request: payment details, the trader, and the account’s eligibility now', { params: adminIdParamsSchema, response: adminPayouts.adminPayoutEnvelope }),
  payoutApprove: endpoint('POST', ApiPath.adminPayoutApprove, 'Approve a Requested payout (-40 when the closed profit no longer covers it)', { params: adminIdParamsSchema, body: adminPayouts.adminPayoutApproveRequestSchema, response: rowEnvelope }),
  payoutReject: endpoint('POST', ApiPath.adminPayoutReject, 'Reject a Requested or Approved payout, with a reason the trader reads', { params: adminIdParamsSchema, body: adminPayouts.adminPayoutRejectRequestSchema, response: rowEnvelope }),
  payoutMarkPaid: endpoint('POST', ApiPath.adminPayoutMarkPaid, 'Mark an Approved payout paid: the platform and the rule engine get the withdrawal', { params: adminIdParamsSchema, body: adminPayouts.adminPayoutMarkPaidRequestSchema, response: rowEnvelope }),
};

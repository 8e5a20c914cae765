import type { AdminPayoutRow } from '@portal/contract';
import { fieldColumns, type CsvColumn } from '../../lib/csv.ts';

/**
 * The payout queue's CSV columns: the queue's fields under their API names, with the API's values (money in minor
 * units beside its currency, the status's code, times in ISO 8601 UTC), so a file reads the same in any language.
 */
export const PAYOUT_COLUMNS: readonly CsvColumn<AdminPayoutRow>[] = fieldColumns<AdminPayoutRow>([
  'id',
  'number',
  'brandId',
  'traderId',
  'traderEmail',
  'traderAccountId',
  'accountLogin',
  'status',
  'method',
  'amount',
  'currency',
  'profitSplitPercent',
  'grossProfit',
  'destination',
  'underReview',
  'requestedAt',
  'approvedAt',
  'paidAt',
  'rejectedAt',
  'cancelledAt',
  'rejectionReason',
  'transactionReference',
]);

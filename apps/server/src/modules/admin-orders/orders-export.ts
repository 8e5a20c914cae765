import type { AdminOrderRow } from '@portal/contract';
import { fieldColumns, type CsvColumn } from '../../lib/csv.ts';

/**
 * The orders list's CSV columns: the list's fields under their API names, with the API's values (money in minor
 * units beside its currency, the status's code, times in ISO 8601 UTC), so a file reads the same in any language.
 */
export const ORDER_COLUMNS: readonly CsvColumn<AdminOrderRow>[] = fieldColumns<AdminOrderRow>([
  'id',
  'number',
  'brandId',
  'traderId',
  'traderEmail',
  'kind',
  'status',
  'packageId',
  'packageName',
  'price',
  'discount',
  'total',
  'currency',
  'discountCode',
  'resetAccountId',
  'traderAccountId',
  'createdAt',
  'paidAt',
]);

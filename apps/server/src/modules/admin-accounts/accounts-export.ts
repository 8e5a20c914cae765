import type { AdminTraderAccountRow } from '@portal/contract';
import { fieldColumns, type CsvColumn } from '../../lib/csv.ts';

/**
 * The accounts list's CSV columns: the list's fields under their API names, with the API's values (money in minor
 * units beside its currency, the status's code, times in ISO 8601 UTC), so a file reads the same in any language.
 */
export const ACCOUNT_COLUMNS: readonly CsvColumn<AdminTraderAccountRow>[] = fieldColumns<AdminTraderAccountRow>([
  'id',
  'login',
  'brandId',
  'userId',
  'email',
  'platformId',
  'platformAccountId',
  'packageId',
  'packageName',
  'phase',
  'stage',
  'isFunded',
  'status',
  'accountSize',
  'currency',
  'balance',
  'equity',
  'orderId',
  'createdAt',
]);

import type { AdminTraderSummary } from '@portal/contract';
import { fieldColumns, type CsvColumn } from '../../lib/csv.ts';

/**
 * The traders list's CSV columns: the list's fields under their API names (the brand's in three columns), with the
 * API's values (times in ISO 8601 UTC), so a file reads the same in any language.
 */
export const TRADER_COLUMNS: readonly CsvColumn<AdminTraderSummary>[] = [
  { key: 'id', value: (t) => t.id },
  { key: 'brandId', value: (t) => t.brand.id },
  { key: 'brandCode', value: (t) => t.brand.code },
  { key: 'brandName', value: (t) => t.brand.name },
  ...fieldColumns<AdminTraderSummary>(['email', 'firstName', 'lastName', 'country', 'createdAt', 'emailVerifiedAt']),
];

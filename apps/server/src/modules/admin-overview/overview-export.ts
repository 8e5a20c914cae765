import type { AdminOverview, OverviewTable } from '@portal/contract';
import { fieldColumns, type CsvColumn } from '../../lib/csv.ts';

/** What is done with a table's rows and columns (written as CSV), whatever its rows' type. */
type Writer<X> = <R>(rows: R[], columns: readonly CsvColumn<R>[]) => X;

/** The currency of a table's money, a column of its own on each row: a file read alone still says it. */
const withCurrency = <R extends object>(o: AdminOverview, rows: R[]) =>
  rows.map((r) => ({ ...r, currency: o.currency }));

/**
 * One of the overview's tables as the screen shows it (docs/decisions/088-list-exports.md): stable English keys,
 * money in minor units beside its currency, rates as fractions (none to divide by: an empty cell).
 */
export function overviewTable<X>(o: AdminOverview, table: OverviewTable, write: Writer<X>): X {
  switch (table) {
    case 'daily':
      return write(
        withCurrency(o, o.sales.daily),
        fieldColumns(['day', 'orders', 'revenue', 'discount', 'payoutsPaid', 'currency']),
      );
    case 'packages':
      return write(
        withCurrency(o, o.sales.byPackage),
        fieldColumns(['packageId', 'packageName', 'orders', 'revenue', 'discount', 'currency']),
      );
    case 'codes':
      return write(
        withCurrency(o, o.sales.byCode),
        fieldColumns(['code', 'orders', 'revenue', 'discount', 'currency']),
      );
    case 'funnel':
      return write(o.funnel, fieldColumns(['step', 'count', 'rate']));
    case 'outcomes':
      return write(
        o.outcomes,
        fieldColumns(['packageId', 'packageName', 'phase', 'trading', 'passed', 'failed', 'passRate', 'breachRate']),
      );
    case 'failedByRule':
      return write(o.endings.failedByRule, fieldColumns(['rule', 'count']));
  }
}

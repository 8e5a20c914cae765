import type { ReactNode } from 'react';
import { ApiPath, type AdminOverviewQuery, type OverviewTable } from '@portal/contract';
import { ExportCsvButton } from '../../shared/ui/export-csv-button.tsx';

/** A table's "Export CSV", given the table and its name as the screen titles it. */
export type TableExport = (table: OverviewTable, name: string) => ReactNode;

/**
 * The overview's tables as CSV for the query on screen, its currency the one shown (the server's default when the
 * URL names none): the file holds what the table shows.
 */
export const tableExport =
  (query: Partial<AdminOverviewQuery>, currency: string): TableExport =>
  (table, name) => (
    <ExportCsvButton path={ApiPath.adminOverviewExport} filters={{ ...query, currency, table }} name={name} />
  );

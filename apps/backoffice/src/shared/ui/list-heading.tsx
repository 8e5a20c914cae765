import type { ReactNode } from 'react';
import { ExportCsvButton } from './export-csv-button.tsx';

type Props = {
  title: ReactNode;
  /** the list's export endpoint (the contract's `…Export` path) */
  exportPath: string;
  /** the list's filters in force, as its read sends them */
  filters: object;
};

/** The head of a console list screen: its title, and beside it the export of every row its filters keep. */
export function ListHeading({ title, exportPath, filters }: Props) {
  return (
    <div className="bo-section-head">
      <h1 className="page__title">{title}</h1>
      <ExportCsvButton path={exportPath} filters={filters} />
    </div>
  );
}

import { DataTable, type DataTableProps } from '@portal/ui/widgets/data-table.tsx';

type Props<T> = Omit<DataTableProps<T>, 'bare' | 'caption' | 'hideCaption'> & {
  /** the table's name: its card's title, so the caption is read out, not shown */
  title: string;
};

/** A table of the overview: inside its card, which titles it. */
export function OverviewTable<T>({ title, ...table }: Props<T>) {
  return <DataTable bare caption={title} hideCaption {...table} />;
}

/**
 * A long period's table in a box of its own height beside its chart: scrolled by keyboard too (focusable, named as
 * its table), as WCAG asks of a scrolling region; its few short columns scroll sideways on a phone.
 */
export function ScrolledTable<T>(props: Omit<Props<T>, 'cards'>) {
  return (
    <div className="bo-table-scroll" role="region" aria-label={props.title} tabIndex={0}>
      <OverviewTable cards={false} {...props} />
    </div>
  );
}

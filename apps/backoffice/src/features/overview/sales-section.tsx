import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { SectionCard } from '../../shared/ui/record-page.tsx';
import { useFormat } from '../../shared/format/format.ts';
import type { Overview } from './api/overview-api.ts';
import { BarChart } from './bar-chart.tsx';
import { OverviewTable, ScrolledTable } from './overview-table.tsx';
import { FigureLink } from './figure-link.tsx';
import type { SectionProps } from './section-props.ts';

type Sales = Overview['sales'];
type Split = { orders: number; revenue: number; discount: number };

/** Sales per day as a chart with its table beside it, then the same period by package and by discount code. */
export function SalesSection({ o, links, exported, canOrders }: SectionProps & { canOrders: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = (n: number) => f.money(n, o.currency);
  const dayColumns: Array<DataColumn<Sales['daily'][number]>> = [
    { label: t('overview.day'), rowHeader: true, nowrap: true, cell: (d) => f.dayName(d.day) },
    { label: t('overview.ordersPaid'), cell: (d) => f.number(d.orders) },
    { label: t('overview.revenue'), nowrap: true, cell: (d) => money(d.revenue) },
  ];
  const splitColumns = <R extends Split>(first: DataColumn<R>, to: (r: R) => string | undefined) => [
    first,
    {
      label: t('overview.ordersPaid'),
      cell: (r: R) => {
        const href = to(r);
        return href ? (
          <FigureLink to={href} allowed={canOrders}>
            {f.number(r.orders)}
          </FigureLink>
        ) : (
          f.number(r.orders)
        );
      },
    },
    { label: t('overview.revenue'), nowrap: true, cell: (r: R) => money(r.revenue) },
    { label: t('overview.discount'), nowrap: true, cell: (r: R) => money(r.discount) },
  ];
  /** The period's sales split by one thing (a package, a code): its card, with its export. */
  const splitCard = <R extends Split>(
    table: 'packages' | 'codes',
    title: string,
    split: { first: DataColumn<R>; to(r: R): string | undefined; rows: R[]; rowKey(r: R): string },
  ) => (
    <SectionCard title={title} aside={exported(table, title)}>
      <OverviewTable
        title={title}
        notReady={<p className="bo-muted">{t('overview.noSales')}</p>}
        columns={splitColumns(split.first, split.to)}
        rows={split.rows}
        rowKey={split.rowKey}
      />
    </SectionCard>
  );
  return (
    <>
      <SectionCard title={t('overview.salesPerDay')} aside={exported('daily', t('overview.salesPerDay'))}>
        <div className="bo-chart-table">
          <BarChart
            title={t('overview.chartRevenue', { currency: o.currency })}
            bars={o.sales.daily.map((d) => ({ day: d.day, value: d.revenue }))}
            format={money}
          />
          <ScrolledTable
            title={t('overview.salesPerDay')}
            columns={dayColumns}
            rows={[...o.sales.daily].reverse()}
            rowKey={(d) => d.day}
          />
        </div>
      </SectionCard>
      <div className="bo-grid bo-grid--2">
        {splitCard<Sales['byPackage'][number]>('packages', t('overview.byPackage'), {
          first: { label: t('overview.package'), rowHeader: true, cell: (r) => r.packageName || r.packageId },
          to: (r) => links.paidOrders({ packageId: r.packageId }),
          rows: o.sales.byPackage,
          rowKey: (r) => r.packageId,
        })}
        {splitCard<Sales['byCode'][number]>('codes', t('overview.byCode'), {
          first: {
            label: t('overview.code'),
            rowHeader: true,
            nowrap: true,
            cell: (r) => r.code ?? <span className="bo-muted">{t('overview.noCode')}</span>,
          },
          to: (r) => (r.code === null ? undefined : links.paidOrders({ code: r.code })),
          rows: o.sales.byCode,
          rowKey: (r) => r.code ?? '',
        })}
      </div>
    </>
  );
}

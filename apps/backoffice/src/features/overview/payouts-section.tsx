import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { SectionCard } from '../../shared/ui/record-page.tsx';
import { useFormat } from '../../shared/format/format.ts';
import type { Overview } from './api/overview-api.ts';
import { BarChart } from './bar-chart.tsx';
import { ScrolledTable } from './overview-table.tsx';
import { FigureLink } from './figure-link.tsx';
import type { OverviewLinks } from './overview-links.ts';

type Day = { day: string; revenue: number; payoutsPaid: number; ratio: number | null };

/**
 * The payouts of the period: requested, approved, paid, pending now (each opens the payouts it counts), the average,
 * and the payout ratio (a quotient, which no list counts: plain text).
 */
export function PayoutsCard({ o, links, canPayouts }: { o: Overview; links: OverviewLinks; canPayouts: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const p = o.payouts;
  const money = (n: number | null) => f.money(n, o.currency);
  const counted = (key: 'requested' | 'approved' | 'paid' | 'pending', to: string) => (
    <FigureLink to={to} allowed={canPayouts}>
      {`${f.number(p[key].count)} · ${money(p[key].amount)}`}
    </FigureLink>
  );
  const rows: Array<[string, ReactNode]> = [
    ['requested', counted('requested', links.payouts('requested'))],
    ['approved', counted('approved', links.payouts('approved'))],
    ['paid', counted('paid', links.payouts('paid'))],
    ['pending', counted('pending', links.pendingInCurrency)],
    ['average', money(p.average)],
  ];
  return (
    <SectionCard title={t('overview.payoutsTitle')}>
      <p className="bo-stat__big">{f.percent(p.ratio)}</p>
      <p className="bo-muted">{t('overview.ratioHint')}</p>
      <dl className="bo-pairs">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`overview.payout.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

/** The payout ratio over the period (paid so far / revenue so far, day by day) as a chart, its table beside it. */
export function PayoutRatioSection({ o }: { o: Overview }) {
  const { t } = useTranslation();
  const f = useFormat();
  let revenue = 0;
  let paid = 0;
  const days: Day[] = o.sales.daily.map((d) => {
    revenue += d.revenue;
    paid += d.payoutsPaid;
    return { day: d.day, revenue: d.revenue, payoutsPaid: d.payoutsPaid, ratio: revenue === 0 ? null : paid / revenue };
  });
  const columns: Array<DataColumn<Day>> = [
    { label: t('overview.day'), rowHeader: true, nowrap: true, cell: (d) => f.dayName(d.day) },
    { label: t('overview.revenue'), nowrap: true, cell: (d) => f.money(d.revenue, o.currency) },
    { label: t('overview.payout.paid'), nowrap: true, cell: (d) => f.money(d.payoutsPaid, o.currency) },
    { label: t('overview.ratioSoFar'), cell: (d) => f.percent(d.ratio) },
  ];
  return (
    <SectionCard title={t('overview.ratioTitle')}>
      <div className="bo-chart-table">
        <BarChart
          title={t('overview.ratioTitle')}
          bars={days.map((d) => ({ day: d.day, value: Math.round((d.ratio ?? 0) * 1000) / 10 }))}
          format={(n) => f.percentValue(n)}
          noTotal
        />
        <ScrolledTable
          title={t('overview.ratioTitle')}
          columns={columns}
          rows={[...days].reverse()}
          rowKey={(d) => d.day}
        />
      </div>
    </SectionCard>
  );
}

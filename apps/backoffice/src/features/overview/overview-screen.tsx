import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { QUEUE_POLLING_MS } from '../../shared/api/console-api.ts';
import { PageHead, SectionCard } from '../../shared/ui/record-page.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { LoadFailed, LoadingRows } from '../../shared/ui/list-states.tsx';
import { BarChart } from './bar-chart.tsx';
import { BrandFilter } from '../../shared/ui/brand-filter.tsx';
import { useOverviewQuery, type Overview } from './api/overview-api.ts';

type Window = Overview['today'];
/** Each open queue and the section that works it (shown as a link when the operator may read that section). */
const QUEUES = [
  ['identity', '/verification', 'traders.read'],
  ['contracts', '/verification', 'traders.read'],
  ['payouts', '/payouts', 'payouts.decide'],
] as const;
const WINDOWS = [
  ['today', 'overview.today'],
  ['last7Days', 'overview.last7Days'],
  ['last30Days', 'overview.last30Days'],
] as const;

type Pair = { key: string; name: ReactNode; value: string };

/** Names and their figures, one a line: the short lists of the overview's cards. */
function Pairs({ pairs }: { pairs: Pair[] }) {
  return (
    <dl className="bo-pairs">
      {pairs.map((pair) => (
        <div key={pair.key}>
          <dt>{pair.name}</dt>
          <dd>{pair.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The business in figures, for all the operator's brands or one; the brand lives in the URL. */
export default function OverviewScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const f = useFormat();
  const brandField = useId();
  const [params, setParams] = useSearchParams();
  const brandId = params.get('brandId') ?? '';
  // The open queues' counts change as operators work them: the overview asks again while it is open.
  const { state, retry } = readState(useOverviewQuery(brandId || undefined, { pollingInterval: QUEUE_POLLING_MS }));

  const figure = (key: string, value: string): Pair => ({ key, name: t(`overview.${key}`), value });
  const amounts = (w: Pick<Window, 'sales'>) =>
    w.sales.length === 0 ? (
      <p className="bo-muted">{t('overview.noSales')}</p>
    ) : (
      <ul className="bo-amounts">
        {w.sales.map((s) => (
          <li key={s.currency}>
            <strong>{f.money(s.amount, s.currency)}</strong>{' '}
            <span className="bo-muted">{t('overview.ordersCount', { count: s.count })}</span>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="page">
      <PageHead title={t('overview.title')}>
        <BrandFilter
          id={brandField}
          className="bo-inline-field"
          value={brandId}
          onChange={(e) => setParams(e.target.value ? { brandId: e.target.value } : {})}
        />
      </PageHead>
      {state.status === 'loading' && <LoadingRows rows={8} height={40} />}
      {state.status === 'missing' && <LoadFailed error="errors.NotAuthorized" onRetry={retry} />}
      {state.status === 'failed' && <LoadFailed error={state.error} onRetry={retry} />}
      {state.status === 'ready' && (
        <>
          <div className="bo-grid bo-grid--3">
            {WINDOWS.map(([key, label]) => {
              const w = state.data[key];
              return (
                <article key={key} className="card stack bo-stat" aria-labelledby={`ov-${key}`}>
                  <h2 id={`ov-${key}`} className="bo-card-title">
                    {t(label)}
                  </h2>
                  <p className="bo-stat__big">{t('overview.salesCount', { count: w.salesCount })}</p>
                  {amounts(w)}
                  <Pairs
                    pairs={[
                      figure('newTraders', f.number(w.newTraders)),
                      figure('challengesBought', f.number(w.challengesBought)),
                    ]}
                  />
                </article>
              );
            })}
          </div>
          <div className="bo-grid bo-grid--3">
            <SectionCard title={t('overview.passRate')}>
              {state.data.passRate.length === 0 ? (
                <p className="bo-muted">{t('overview.noneEnded')}</p>
              ) : (
                // a phase's figures as the cards beside it show theirs: a name, its number (no table to squeeze)
                state.data.passRate.map((p) => (
                  <section key={p.phase} aria-labelledby={`ov-pass-${p.phase}`}>
                    <h3 id={`ov-pass-${p.phase}`} className="bo-sub-title">
                      {t('overview.phaseN', { phase: p.phase })}
                    </h3>
                    <Pairs
                      pairs={[
                        figure('passed', f.number(p.passed)),
                        figure('failed', f.number(p.failed)),
                        figure('rate', f.percent(p.rate)),
                      ]}
                    />
                  </section>
                ))
              )}
            </SectionCard>
            <SectionCard title={t('overview.failedByRule')}>
              {state.data.failedByRule.length === 0 ? (
                <p className="bo-muted">{t('overview.noFailures')}</p>
              ) : (
                <Pairs
                  pairs={state.data.failedByRule.map((r) => ({
                    key: r.rule,
                    name: t(`rule.${r.rule}`, { defaultValue: r.rule }),
                    value: f.number(r.count),
                  }))}
                />
              )}
            </SectionCard>
            <SectionCard title={t('overview.funded')}>
              <p className="bo-stat__big">{f.number(state.data.fundedAccounts)}</p>
              <h2 className="bo-card-title">{t('overview.queues')}</h2>
              <Pairs
                pairs={QUEUES.map(([q, path, action]) => ({
                  key: q,
                  name: me.actions.includes(action) ? (
                    <Link to={path}>{t(`overview.queue.${q}`)}</Link>
                  ) : (
                    t(`overview.queue.${q}`)
                  ),
                  value: f.number(state.data.openQueues[q]),
                }))}
              />
            </SectionCard>
          </div>
          <DailyCharts daily={state.data.daily} />
        </>
      )}
    </section>
  );
}

/** The 30 days as charts (sales, sales per currency, new traders) and, for every number, a table. */
function DailyCharts({ daily }: { daily: Overview['daily'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const currencies = [...new Set(daily.flatMap((d) => d.sales.map((s) => s.currency)))].sort();
  const dailyColumns: Array<DataColumn<Overview['daily'][number]>> = [
    { label: t('overview.day'), rowHeader: true, nowrap: true, cell: (d) => f.dayName(d.day) },
    { label: t('overview.chartSales'), cell: (d) => f.number(d.salesCount) },
    {
      label: t('overview.amounts'),
      cell: (d) => d.sales.map((s) => f.money(s.amount, s.currency)).join(' · ') || '—',
    },
    { label: t('overview.chartTraders'), cell: (d) => f.number(d.newTraders) },
  ];
  const count = (n: number) => f.number(n);
  return (
    <SectionCard title={t('overview.daily')}>
      <div className="bo-grid bo-grid--2">
        <BarChart
          title={t('overview.chartSales')}
          bars={daily.map((d) => ({ day: d.day, value: d.salesCount }))}
          format={count}
        />
        <BarChart
          title={t('overview.chartTraders')}
          bars={daily.map((d) => ({ day: d.day, value: d.newTraders }))}
          format={count}
        />
        {currencies.map((c) => (
          <BarChart
            key={c}
            title={t('overview.chartAmount', { currency: c })}
            bars={daily.map((d) => ({ day: d.day, value: d.sales.find((s) => s.currency === c)?.amount ?? 0 }))}
            format={(minor) => f.money(minor, c)}
          />
        ))}
      </div>
      <details className="bo-details">
        <summary>{t('overview.showTable')}</summary>
        <DataTable
          bare
          cards={false}
          caption={t('overview.daily')}
          hideCaption
          columns={dailyColumns}
          rows={daily}
          rowKey={(d) => d.day}
        />
      </details>
    </SectionCard>
  );
}

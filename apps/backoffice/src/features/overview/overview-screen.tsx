import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import { adminOverviewQuerySchema, OVERVIEW_PERIODS } from '@portal/contract';
import { QUEUE_POLLING_MS } from '../../shared/api/console-api.ts';
import { PageHead, SectionCard } from '../../shared/ui/record-page.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { LoadFailed, LoadingRows } from '../../shared/ui/list-states.tsx';
import { BrandFilter } from '../../shared/ui/brand-filter.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { FilterInput } from '../../shared/ui/labelled-field.tsx';
import { issueText } from '../../shared/forms/form-issues.ts';
import { useOverviewQuery, type Overview } from './api/overview-api.ts';
import { FigureLink } from './figure-link.tsx';
import { FunnelSection } from './funnel-section.tsx';
import { EndingsCard, OutcomesSection } from './outcomes-section.tsx';
import { overviewLinks, overviewQueryOf, type OverviewLinks } from './overview-links.ts';
import { tableExport, type TableExport } from './table-export.tsx';
import { PayoutRatioSection, PayoutsCard } from './payouts-section.tsx';
import { SalesSection } from './sales-section.tsx';
import './overview.css';

/** Each open queue and the section that works it (shown as a link when the operator may read that section). */
const QUEUES = [
  ['identity', '/verification', 'traders.read'],
  ['contracts', '/verification', 'traders.read'],
  ['payouts', '/payouts', 'payouts.decide'],
] as const;

/** One headline figure: its name, its value (a link into its list where there is one), a line under it. */
function Kpi({ label, children, note }: { label: string; children: ReactNode; note?: ReactNode }) {
  const id = useId();
  return (
    <article className="card bo-kpi" aria-labelledby={id}>
      <h2 id={id} className="bo-card-title">
        {label}
      </h2>
      <p className="bo-kpi__value">{children}</p>
      {note && <p className="bo-muted">{note}</p>}
    </article>
  );
}

/**
 * The firm's numbers (docs/decisions/087-firm-numbers.md) for a period and a currency, of all the operator's brands
 * or one; the choice lives in the URL, and every counted figure opens the list it counts.
 */
export default function OverviewScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [params, update] = useUpdateParams();
  const query = overviewQueryOf(params);
  // A range the server would refuse (reversed, longer than a year) is said on its dates, not asked for: the screen
  // keeps the figures, and the currency, of the last period it could show (the default one at first), which they name.
  const rangeIssue = adminOverviewQuerySchema
    .safeParse(query)
    .error?.issues.find((issue) => issue.path[0] === 'from' || issue.path[0] === 'to');
  const lastGood = useRef(rangeIssue ? { ...query, period: undefined, from: undefined, to: undefined } : query);
  if (!rangeIssue) lastGood.current = query;
  // The open queues' counts change as operators work them: the overview asks again while it is open.
  const { state, retry } = readState(useOverviewQuery(lastGood.current, { pollingInterval: QUEUE_POLLING_MS }));
  const set = (changes: Record<string, string>) =>
    update((next) => {
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
    });
  const period = params.get('period') || '30d';
  /** A range's first or last day, kept in the URL param of its name. */
  const dayInput = (name: 'from' | 'to') => (
    <FilterInput
      id={`${id}-${name}`}
      label={t(`overview.${name}`)}
      type="date"
      value={params.get(name) ?? ''}
      onChange={(e) => set({ [name]: e.target.value })}
      error={rangeIssue?.path[0] === name ? issueText(t, rangeIssue) : undefined}
    />
  );
  const data = state.status === 'ready' ? state.data : undefined;

  return (
    <section className="page">
      <PageHead title={t('overview.title')} />
      <form
        className="card bo-overview-controls"
        aria-label={t('overview.controls')}
        onSubmit={(e) => e.preventDefault()}
      >
        <BrandFilter
          id={`${id}-brand`}
          value={query.brandId ?? ''}
          onChange={(e) => set({ brandId: e.target.value })}
        />
        <SelectField
          id={`${id}-period`}
          label={t('overview.period')}
          value={period}
          onChange={(e) => set({ period: e.target.value })}
          options={OVERVIEW_PERIODS.map((p) => [p, t(`overview.periods.${p}`)] as const)}
        />
        {period === 'range' && (
          <>
            {dayInput('from')}
            {dayInput('to')}
          </>
        )}
        {data && (
          <SelectField
            id={`${id}-currency`}
            label={t('overview.currency')}
            value={data.currency}
            onChange={(e) => set({ currency: e.target.value })}
            options={data.currencies.map((c) => [c, c] as const)}
          />
        )}
      </form>
      {state.status === 'loading' && <OverviewSkeleton />}
      {state.status === 'missing' && <LoadFailed error="errors.NotAuthorized" onRetry={retry} />}
      {state.status === 'failed' && <LoadFailed error={state.error} onRetry={retry} />}
      {data && (
        <Figures o={data} links={overviewLinks(data, query.brandId)} exported={tableExport(query, data.currency)} />
      )}
    </section>
  );
}

/** Placeholders the shape of the figures while they load. */
function OverviewSkeleton() {
  return (
    <div className="stack" aria-busy="true">
      <LoadingRows rows={2} height={72} />
      <LoadingRows rows={6} height={32} />
    </div>
  );
}

function Figures({ o, links, exported }: { o: Overview; links: OverviewLinks; exported: TableExport }) {
  const { t } = useTranslation();
  const f = useFormat();
  const me = useOperator();
  const can = (action: string) => me.actions.includes(action as (typeof me.actions)[number]);
  const money = (n: number) => f.money(n, o.currency);
  const days = t('overview.periodDays', {
    count: o.period.days,
    from: f.dayName(o.period.from),
    to: f.dayName(o.period.to),
  });
  return (
    <>
      <p className="bo-muted">{days}</p>
      <div className="bo-kpis">
        <Kpi label={t('overview.ordersPaid')}>
          <FigureLink to={links.paidOrders()} allowed={can('orders.read')}>
            {f.number(o.sales.orders)}
          </FigureLink>
        </Kpi>
        <Kpi label={t('overview.revenue')} note={t('overview.discountGiven', { amount: money(o.sales.discount) })}>
          <FigureLink to={links.paidOrders()} allowed={can('orders.read')}>
            {money(o.sales.revenue)}
          </FigureLink>
        </Kpi>
        <Kpi label={t('overview.refunds')} note={t('overview.refundsCount', { count: o.sales.refunds.count })}>
          <FigureLink to={links.refunds} allowed={can('orders.read')}>
            {money(o.sales.refunds.amount)}
          </FigureLink>
        </Kpi>
        <Kpi label={t('overview.payoutRatio')} note={t('overview.ratioHint')}>
          {f.percent(o.payouts.ratio)}
        </Kpi>
        <Kpi label={t('overview.activeAccounts')}>
          <FigureLink to={links.accounts({ outcome: 'trading' })} allowed={can('accounts.read')}>
            {f.number(o.activeAccounts)}
          </FigureLink>
        </Kpi>
        <Kpi
          label={t('overview.equityAtRisk')}
          note={
            o.fundedEquity.refreshedAt
              ? t('overview.equityNote', { count: o.fundedEquity.accounts, when: f.when(o.fundedEquity.refreshedAt) })
              : t('overview.equityPending')
          }
        >
          <FigureLink to={links.accounts({ phase: 'funded', outcome: 'trading' })} allowed={can('accounts.read')}>
            {money(o.fundedEquity.equity)}
          </FigureLink>
        </Kpi>
      </div>
      <SalesSection o={o} links={links} exported={exported} canOrders={can('orders.read')} />
      <FunnelSection
        o={o}
        links={links}
        exported={exported}
        canTraders={can('traders.read')}
        canAccounts={can('accounts.read')}
      />
      <OutcomesSection o={o} links={links} exported={exported} canAccounts={can('accounts.read')} />
      <div className="bo-grid bo-grid--3">
        <EndingsCard o={o} links={links} exported={exported} canAccounts={can('accounts.read')} />
        <PayoutsCard o={o} links={links} canPayouts={can('payouts.decide')} />
        <SectionCard title={t('overview.queues')}>
          <dl className="bo-pairs">
            {QUEUES.map(([q, path, action]) => (
              <div key={q}>
                <dt>{can(action) ? <Link to={path}>{t(`overview.queue.${q}`)}</Link> : t(`overview.queue.${q}`)}</dt>
                <dd>
                  {q === 'payouts' ? (
                    <FigureLink to={links.pendingPayouts} allowed={can('payouts.decide')}>
                      {f.number(o.openQueues[q])}
                    </FigureLink>
                  ) : (
                    f.number(o.openQueues[q])
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </SectionCard>
      </div>
      <PayoutRatioSection o={o} />
    </>
  );
}

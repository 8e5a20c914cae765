import { useTranslation } from 'react-i18next';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { apiFailure } from '../../../shared/api/base-query.ts';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import { useGetJournalStatsQuery } from '../api/journal-api.ts';
import { JournalDrawdowns } from './journal-drawdowns.tsx';
import { JournalGroups, JournalHolding } from './journal-groups.tsx';
import { JournalHeatMap } from './journal-heat-map.tsx';
import { JournalSummary } from './journal-summary.tsx';
import { JournalToolbar } from './journal-toolbar.tsx';
import { JournalTradeList } from './journal-trade-list.tsx';
import './journal.css';

/** The address's parameters of the journal: its tag filter and its trades' page (a cursor). */
const JournalParam = { tag: 'journalTag', trades: 'trades' } as const;

/**
 * The account's trading journal: the statistics of its closed trades beyond the figures grid, its trades with a
 * note and tags each, a tag that narrows both, and the trades as CSV. Refreshed with the dashboard (live stream).
 */
export function JournalPanel({ traderAccountId }: { traderAccountId: string }) {
  const { t } = useTranslation();
  // The tag and the trades' page are the address's: a link opens the same list, back and forward walk it.
  const [params, update] = useUpdateParams(false);
  const tag = params.get(JournalParam.tag) || undefined;
  const trades = params.get(JournalParam.trades) || undefined;
  // Another tag starts its trades at the first page.
  const setTag = (next: string | undefined) =>
    update((p) => {
      p.delete(JournalParam.trades);
      if (next === undefined) p.delete(JournalParam.tag);
      else p.set(JournalParam.tag, next);
    });
  const goTrades = (cursor: string | undefined) =>
    update((p) => (cursor ? p.set(JournalParam.trades, cursor) : p.delete(JournalParam.trades)));
  const stats = useGetJournalStatsQuery({ traderAccountId, tag });
  const data = stats.currentData ?? stats.data;
  const failure = stats.isError ? apiFailure(stats.error) : null;
  const empty = data && data.summary.trades === 0 && tag === undefined;
  return (
    <section className="card dashboard-card journal" aria-labelledby="journal-title" aria-busy={stats.isFetching}>
      <div className="dashboard-card__head">
        <h2 id="journal-title" className="dashboard-card__title">
          {t('dashboard.journal.title')}
        </h2>
        {data && !empty && (
          <JournalToolbar traderAccountId={traderAccountId} tags={data.tags} tag={tag} onTag={setTag} />
        )}
      </div>
      {failure && !data && (
        <RetryBanner onRetry={() => void stats.refetch()}>
          {t('dashboard.journal.loadFailed')} {t(failure.key)}
        </RetryBanner>
      )}
      {!failure && !data && <JournalSkeleton />}
      {empty && <p className="dashboard-card__empty">{t('dashboard.journal.empty')}</p>}
      {data && !empty && (
        <>
          <JournalSummary stats={data} />
          <div className="journal__grid">
            <JournalGroups stats={data} />
            <JournalHolding stats={data} />
            <JournalHeatMap stats={data} />
            <JournalDrawdowns stats={data} />
          </div>
          <JournalTradeList
            traderAccountId={traderAccountId}
            tag={tag}
            cursor={trades}
            go={goTrades}
            currency={data.currency}
            tags={data.tags}
          />
        </>
      )}
    </section>
  );
}

function JournalSkeleton() {
  return (
    <div className="journal__skeleton" data-testid="journal-skeleton">
      <Skeleton height={96} radius="var(--radius-md)" />
      <Skeleton height={220} radius="var(--radius-md)" />
    </div>
  );
}

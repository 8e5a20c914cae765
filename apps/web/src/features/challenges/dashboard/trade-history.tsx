import type { AccountHistory } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { MediaQuery, useMediaQuery } from '../../../shared/hooks/use-media-query.ts';
import { Pagination } from '@portal/ui/widgets/pagination.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { HistoryCards, HistoryTable } from './history-rows.tsx';
import { LiveRefresh } from './live-refresh.ts';
import '../../../shared/ui/muted-text.css';

type Props = {
  history: AccountHistory | null;
  pending: boolean;
  currency: string;
  page: number;
  onPage: (page: number) => void;
};

/** The account's closed trades, newest first, paged: a table on desktops, cards on phones. */
export function TradeHistory({ history, pending, currency, page, onPage }: Props) {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(MediaQuery.desktop);
  const totalPages = history ? Math.max(1, Math.ceil(history.totalItems / LiveRefresh.historyPageSize)) : 1;
  return (
    <section className="card dashboard-card trade-history" aria-labelledby="history-title" aria-busy={pending}>
      <div className="dashboard-card__head">
        <h2 id="history-title" className="dashboard-card__title">
          {t('challenges.history')}
        </h2>
        {history && history.totalItems > 0 && (
          <p className="muted-text">{t('dashboard.history.count', { count: history.totalItems })}</p>
        )}
      </div>
      {history === null && <Skeleton height={200} radius="var(--radius-md)" />}
      {history !== null && history.items.length === 0 && (
        <p className="dashboard-card__empty">{t('challenges.noTrades')}</p>
      )}
      {history !== null && history.items.length > 0 && (
        <div className={pending ? 'trade-history__rows is-pending' : 'trade-history__rows'}>
          {isDesktop ? (
            <HistoryTable items={history.items} currency={currency} />
          ) : (
            <HistoryCards items={history.items} currency={currency} />
          )}
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} onChange={onPage} />
    </section>
  );
}

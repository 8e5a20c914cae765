import type { AccountHistory } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { MediaQuery, useMediaQuery } from '../../../shared/hooks/use-media-query.ts';
import { CursorPagination, type CursorPages } from '@portal/ui/widgets/cursor-pagination.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import { HistoryCards, HistoryTable } from './history-rows.tsx';
import '../../../shared/ui/muted-text.css';

type Props = {
  history: AccountHistory | null;
  pending: boolean;
  /** the page could not be read (a refused position, the network) */
  failed: boolean;
  currency: string;
  go: CursorPages['go'];
  onRetry: () => void;
};

/** The account's closed trades, newest first, a page at a position: a table on desktops, cards on phones. */
export function TradeHistory({ history, pending, failed, currency, go, onRetry }: Props) {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(MediaQuery.desktop);
  const { timeZone } = useFormatters();
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
      {history === null && failed && <RetryBanner onRetry={onRetry}>{t('errors.SomethingWentWrong')}</RetryBanner>}
      {history === null && !failed && <Skeleton height={200} radius="var(--radius-md)" />}
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
      {timeZone && history !== null && history.items.length > 0 && (
        <p className="muted-text trade-history__zone">{t('dashboard.timesIn', { timezone: timeZone })}</p>
      )}
      {history !== null && <CursorPagination previous={history.previous} next={history.next} go={go} />}
    </section>
  );
}

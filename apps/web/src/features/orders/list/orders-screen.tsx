import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MediaQuery, useMediaQuery } from '../../../shared/hooks/use-media-query.ts';
import { Pagination } from '@portal/ui/widgets/pagination.tsx';
import { useGetOrdersQuery } from '../api/orders-api.ts';
import { OrderCards } from './order-cards.tsx';
import { OrdersSkeleton } from './orders-skeleton.tsx';
import { OrdersTable } from './orders-table.tsx';
import { OrdersToolbar } from './orders-toolbar.tsx';
import { PAGE_SIZE, readListQuery, toApiQuery, type ListQuery } from './orders-query.ts';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import { EmptyStateLink } from '../../../shared/ui/empty-state-link.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { NoMatch } from '../../../shared/ui/no-match.tsx';
import './orders.css';
import '../../../shared/ui/muted-text.css';

/** Orders list: the trader's orders, newest first, ten a page, filtered by status and sorted by date or total. */
export default function OrdersScreen() {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(MediaQuery.desktop);
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const { page, status: statusFilter, sort } = query;
  // Another page, filter or sort shows the skeleton until its answer comes.
  const { currentData, isError, refetch } = useGetOrdersQuery(toApiQuery({ page, status: statusFilter, sort }));
  const list = isError ? undefined : currentData;
  const status = isError ? 'failed' : list ? 'ready' : 'loading';
  const items = list?.items ?? [];
  const totalItems = list?.totalItems ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalItems / PAGE_SIZE));
  const reload = () => void refetch();

  const set = (next: Partial<ListQuery>) => {
    const merged = { ...query, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.page > 1) search.set('page', String(merged.page));
    if (merged.status !== null) search.set('status', String(merged.status));
    if (merged.sort !== 'createdAt-desc') search.set('sort', merged.sort);
    setParams(search);
  };

  // A page past the end (the list shrank): go to the last one.
  useEffect(() => {
    if (status === 'ready' && items.length === 0 && totalItems > 0 && query.page > totalPages)
      set({ page: totalPages });
  });

  const filtered = statusFilter !== null;
  return (
    <Page className="orders" titleId="orders-title" title={t('orders.title')}>
      <OrdersToolbar query={query} onStatus={(s) => set({ status: s })} onSort={(sort) => set({ sort })} />
      {status === 'failed' && <RetryBanner onRetry={reload}>{t('errors.SomethingWentWrong')}</RetryBanner>}
      {status === 'loading' && <OrdersSkeleton />}
      {status === 'ready' && items.length === 0 && !filtered && <EmptyStateLink place="noOrders" />}
      {status === 'ready' && items.length === 0 && filtered && (
        <NoMatch
          className="orders__no-match"
          text={t('orders.noMatch')}
          actionLabel={t('orders.showAll')}
          onAction={() => set({ status: null })}
        />
      )}
      {status === 'ready' && items.length > 0 && (
        <>
          {isDesktop ? <OrdersTable items={items} sort={query.sort} /> : <OrderCards items={items} />}
          <footer className="orders__footer">
            <p className="muted-text">{t('orders.count', { count: totalItems })}</p>
            <Pagination page={query.page} totalPages={totalPages} onChange={(page) => set({ ...query, page })} />
          </footer>
        </>
      )}
    </Page>
  );
}

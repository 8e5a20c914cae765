import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import { MediaQuery, useMediaQuery } from '../../../shared/hooks/use-media-query.ts';
import { CursorPagination } from '@portal/ui/widgets/cursor-pagination.tsx';
import { useGetOrdersQuery } from '../api/orders-api.ts';
import { OrderCards } from './order-cards.tsx';
import { OrdersSkeleton } from './orders-skeleton.tsx';
import { OrdersTable } from './orders-table.tsx';
import { OrdersToolbar } from './orders-toolbar.tsx';
import { readListQuery, toApiQuery, type ListQuery } from './orders-query.ts';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import { EmptyStateLink } from '../../../shared/ui/empty-state-link.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { NoMatch } from '../../../shared/ui/no-match.tsx';
import './orders.css';
import '../../../shared/ui/muted-text.css';

/**
 * Orders list: the trader's orders, newest first, ten a page (first, previous, next, last: the page's position in
 * the URL), filtered by status and sorted by date or total.
 */
export default function OrdersScreen() {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(MediaQuery.desktop);
  const [params, update] = useUpdateParams();
  const query = readListQuery(params);
  const { cursor, status: statusFilter, sort } = query;
  // Another page, filter or sort shows the skeleton until its answer comes.
  const { currentData, isError, refetch } = useGetOrdersQuery(toApiQuery({ cursor, status: statusFilter, sort }));
  const list = isError ? undefined : currentData;
  const status = isError ? 'failed' : list ? 'ready' : 'loading';
  const items = list?.items ?? [];
  const totalItems = list?.totalItems ?? 0;

  // A new filter or sort starts at the first page; a step keeps them and moves the position.
  const set = (changes: Partial<ListQuery>) =>
    update((latest) => {
      const merged = { ...readListQuery(latest), cursor: null, ...changes };
      const search = new URLSearchParams();
      if (merged.cursor !== null) search.set('cursor', merged.cursor);
      if (merged.status !== null) search.set('status', String(merged.status));
      if (merged.sort !== 'createdAt-desc') search.set('sort', merged.sort);
      return search;
    });
  // A position that failed (an edited or outdated link) tries again from the first page.
  const reload = () => (cursor !== null ? set({}) : void refetch());

  // A position past the end (the list shrank): the first page.
  useEffect(() => {
    if (status === 'ready' && items.length === 0 && totalItems > 0 && cursor !== null) set({});
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
            <CursorPagination
              previous={list!.previous}
              next={list!.next}
              go={(to) => set({ ...query, cursor: to ?? null })}
            />
          </footer>
        </>
      )}
    </Page>
  );
}

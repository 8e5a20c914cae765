import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification, NotificationsPage } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from './api/notifications-api.ts';
import { notificationLink, notificationText } from './notification-text.ts';

export const NOTIFICATIONS_PAGE_SIZE = 10;

type FirstPage = { data?: NotificationsPage | undefined; isError: boolean; isLoading: boolean; refetch: () => unknown };

/**
 * The list under the bell: newest first, a page at a time ("Show older" adds the next), each marked read when
 * opened or by its own button, all at once by the head's. Its first page is the bell's own read.
 */
export function NotificationsPanel({
  id,
  first,
  onNavigate,
}: {
  id: string;
  first: FirstPage;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const total = first.data?.totalCount ?? 0;
  const unread = first.data?.unreadCount ?? 0;
  return (
    <section id={id} className="notifications-panel" aria-label={t('notifications.title')}>
      <header className="notifications-panel__head">
        <h2 className="notifications-panel__title">{t('notifications.title')}</h2>
        {unread > 0 && (
          <LoadingButton variant="ghost" loading={markingAll.isLoading} onClick={() => void markAll()}>
            {t('notifications.markAllRead')}
          </LoadingButton>
        )}
      </header>
      {first.isError ? (
        <div className="notifications-panel__state" role="alert">
          <p>{t('notifications.error')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void first.refetch()}>
            {t('notifications.retry')}
          </button>
        </div>
      ) : !first.data ? (
        <p className="notifications-panel__state" aria-busy="true">
          <span className="loading-button__spinner" aria-hidden="true" />
        </p>
      ) : total === 0 ? (
        <p className="notifications-panel__state">{t('notifications.empty')}</p>
      ) : (
        <>
          <ul className="notifications-list">
            <Items items={first.data.items} onNavigate={onNavigate} />
            {Array.from({ length: pages - 1 }, (_, i) => (
              <OlderPage key={i + 2} page={i + 2} onNavigate={onNavigate} />
            ))}
          </ul>
          {pages * NOTIFICATIONS_PAGE_SIZE < total && (
            <button
              type="button"
              className="btn btn--ghost notifications-panel__more"
              onClick={() => setPages(pages + 1)}
            >
              {t('notifications.loadMore')}
            </button>
          )}
        </>
      )}
      <footer className="notifications-panel__foot">
        <Link to="/dashboard/profile/notifications" onClick={onNavigate}>
          {t('notifications.settings')}
        </Link>
      </footer>
    </section>
  );
}

function OlderPage({ page, onNavigate }: { page: number; onNavigate: () => void }) {
  const { data } = useGetNotificationsQuery({ page, pageSize: NOTIFICATIONS_PAGE_SIZE });
  return data ? <Items items={data.items} onNavigate={onNavigate} /> : null;
}

function Items({ items, onNavigate }: { items: Notification[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [markRead] = useMarkNotificationReadMutation();
  return items.map((n) => {
    const text = notificationText(t, format, n);
    const link = notificationLink(n);
    const unread = n.readAt === null;
    const open = () => {
      if (unread) void markRead(n.id);
      onNavigate();
    };
    return (
      <li key={n.id} className={`notifications-list__item${unread ? ' is-unread' : ''}`}>
        {unread && <span className="notifications-list__dot" aria-label={t('notifications.unread')} role="img" />}
        <div className="notifications-list__body">
          {link ? (
            <Link className="notifications-list__text" to={link} onClick={open}>
              {text}
            </Link>
          ) : (
            <p className="notifications-list__text">{text}</p>
          )}
          <time className="notifications-list__time" dateTime={n.createdAt}>
            {format.dateTime(n.createdAt)}
          </time>
        </div>
        {unread && (
          <button type="button" className="btn btn--ghost notifications-list__read" onClick={() => void markRead(n.id)}>
            {t('notifications.markRead')}
          </button>
        )}
      </li>
    );
  });
}

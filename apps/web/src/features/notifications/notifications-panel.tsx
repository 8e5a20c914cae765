import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { Link } from 'react-router';
import type { Notification, NotificationsPage } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { useAppSelector } from '../../shared/store/store-hooks.ts';
import {
  notificationsApi,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from './api/notifications-api.ts';
import { notificationLink, notificationText } from './notification-text.ts';

export const NOTIFICATIONS_PAGE_SIZE = 10;

const pageAt = (cursor: string) =>
  notificationsApi.endpoints.getNotifications.select({ cursor, pageSize: NOTIFICATIONS_PAGE_SIZE });
type State = Parameters<ReturnType<typeof pageAt>>[0];

/**
 * The cursors of the `shown` older pages and of the one after them (when there is one): each from the page above it
 * as it reads now, so a notification that came meanwhile moves the rows down a page, never out of the list. The
 * chain stops at a page not read yet or at the oldest.
 */
function olderCursors(state: State, next: string | null, shown: number): string[] {
  const cursors: string[] = [];
  for (let cursor = next; cursor !== null && cursors.length <= shown;) {
    cursors.push(cursor);
    cursor = pageAt(cursor)(state).data?.next ?? null;
  }
  return cursors;
}

type FirstPage = { data?: NotificationsPage | undefined; isError: boolean; isLoading: boolean; refetch: () => unknown };

/**
 * The list under the bell: newest first, a page at a time ("Show older" adds the page after the last shown, by its
 * position), each marked read when
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
  const [older, setOlder] = useState(0);
  const cursors = useAppSelector((state) => olderCursors(state, first.data?.next ?? null, older), shallowEqual);
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
            {cursors.slice(0, older).map((cursor, i) => (
              <OlderPage key={i} cursor={cursor} onNavigate={onNavigate} />
            ))}
          </ul>
          {cursors.length > older && (
            <button
              type="button"
              className="btn btn--ghost notifications-panel__more"
              onClick={() => setOlder(older + 1)}
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

function OlderPage({ cursor, onNavigate }: { cursor: string; onNavigate: () => void }) {
  const { data } = useGetNotificationsQuery({ cursor, pageSize: NOTIFICATIONS_PAGE_SIZE });
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

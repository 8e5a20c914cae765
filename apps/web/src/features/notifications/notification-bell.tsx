import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { BellIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { showNotification } from '../../shared/notification/notification-actions.ts';
import { useDismiss } from '../../shared/hooks/use-dismiss.ts';
import { useAppDispatch } from '../../shared/store/store-hooks.ts';
import { useGetNotificationsQuery } from './api/notifications-api.ts';
import { notificationMessage } from './notification-text.ts';
import { NotificationsPanel, NOTIFICATIONS_PAGE_SIZE } from './notifications-panel.tsx';
import './notifications.css';

const PANEL_ID = 'notifications-panel';

/** A new unread notification is shown as a toast too: a warning stands out, the rest are news. */
const variantOf = (n: Notification) =>
  n.kind === 'lossWarning' || n.event === 'accountFailed' ? ('warning' as const) : ('neutral' as const);

/**
 * The header's bell: the unread count, and the panel of notifications under it. Its first page is read again when
 * the dashboard's live stream says a notification came; one that arrives while the app is open shows as a toast.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const first = useGetNotificationsQuery({ pageSize: NOTIFICATIONS_PAGE_SIZE });
  const unread = first.data?.unreadCount ?? 0;
  const newest = first.data?.items[0];

  // The newest one seen: undefined until the first read, so what was there before is not announced.
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!first.data) return;
    const before = seen.current;
    seen.current = newest?.id ?? null;
    if (before === undefined || !newest || newest.id === before || newest.readAt) return;
    const { key, values } = notificationMessage(t, format, newest);
    dispatch(showNotification({ message: key, params: values, variant: variantOf(newest) }));
  }, [first.data, newest, t, format, dispatch]);

  const dismiss = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, dismiss);

  return (
    <div ref={rootRef} className="notification-bell">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button icon-button--outlined notification-bell__button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={unread > 0 ? t('notifications.openUnread', { count: unread }) : t('notifications.open')}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="notification-bell__count" aria-hidden="true" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && <NotificationsPanel id={PANEL_ID} first={first} onNavigate={() => setOpen(false)} />}
    </div>
  );
}

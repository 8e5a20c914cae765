import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Toast } from '@portal/ui/widgets/toast.tsx';
import { hideNotification, type NotificationState } from './notification-slice.ts';

const useNotification = useSelector.withTypes<{ notification: NotificationState }>();

/** SPEC §2 Notification toast: shows the current notification, translated, and hides it after its timer. */
export function NotificationToast() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { message, params, isShow, variant, timer, id } = useNotification((s) => s.notification);

  useEffect(() => {
    if (!isShow) return;
    // Keyed by id: a new notification restarts the timer even when its text is the same.
    const handle = setTimeout(() => dispatch(hideNotification()), timer);
    return () => clearTimeout(handle);
  }, [dispatch, isShow, timer, id]);

  if (!isShow) return null;
  return (
    <Toast
      key={id}
      message={t(message, params)}
      variant={variant}
      onClose={() => dispatch(hideNotification())}
      closeLabel={t('common.close')}
    />
  );
}

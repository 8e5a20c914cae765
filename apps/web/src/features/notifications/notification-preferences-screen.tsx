import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreference } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from './api/notifications-api.ts';
import './notifications.css';

type Channel = 'inApp' | 'email';

/** The profile's Notifications tab: for each kind, whether it is told in the app and by e-mail. */
export default function NotificationPreferencesScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const saved = useGetNotificationPreferencesQuery();
  const [save, saving] = useSaveNotificationPreferencesMutation();
  const [items, setItems] = useState<NotificationPreference[] | null>(null);
  const [outcome, setOutcome] = useState<'saved' | 'error' | null>(null);
  useEffect(() => {
    if (saved.data) setItems(saved.data.items);
  }, [saved.data]);

  const toggle = (kind: NotificationPreference['kind'], channel: Channel) => {
    setOutcome(null);
    setItems((current) => current?.map((p) => (p.kind === kind ? { ...p, [channel]: !p[channel] } : p)) ?? null);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!items) return;
    try {
      await save(items).unwrap();
      setOutcome('saved');
    } catch {
      setOutcome('error');
    }
  };

  return (
    <section className="profile-section" aria-labelledby={titleId}>
      <div className="card notification-preferences">
        <h2 id={titleId}>{t('notifications.preferences.title')}</h2>
        <p className="notification-preferences__intro">{t('notifications.preferences.intro')}</p>
        {saved.isError ? (
          <Banner variant="negative">{t('notifications.error')}</Banner>
        ) : !items ? (
          <Skeleton height={280} />
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)}>
            {outcome === 'saved' && <Banner variant="positive">{t('notifications.preferences.saved')}</Banner>}
            {outcome === 'error' && <Banner variant="negative">{t('notifications.preferences.error')}</Banner>}
            <table className="notification-preferences__table">
              <thead>
                <tr>
                  <th scope="col">{t('notifications.preferences.kind')}</th>
                  <th scope="col">{t('notifications.preferences.inApp')}</th>
                  <th scope="col">{t('notifications.preferences.email')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((p) => (
                  <tr key={p.kind}>
                    <th scope="row">{t(`notifications.kinds.${p.kind}`)}</th>
                    {(['inApp', 'email'] as const).map((channel) => (
                      <td key={channel}>
                        <input
                          type="checkbox"
                          checked={p[channel]}
                          onChange={() => toggle(p.kind, channel)}
                          aria-label={`${t(`notifications.kinds.${p.kind}`)}: ${t(`notifications.preferences.${channel}`)}`}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="notification-preferences__actions">
              <LoadingButton type="submit" loading={saving.isLoading}>
                {t('notifications.preferences.save')}
              </LoadingButton>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}

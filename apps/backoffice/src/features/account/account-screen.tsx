import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceSessions } from '@portal/ui/widgets/device-sessions.tsx';
import { asApiCall } from '../../shared/api/failure.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { Facts, SectionCard } from '../../shared/ui/record-page.tsx';
import EndEverySession from './end-every-session.tsx';
import './account.css';
import { useEndDeviceSessionsMutation, useLazyDeviceSessionsQuery } from './api/account-api.ts';

/**
 * The operator's own account: who is signed in, their devices (each signed out behind the password), and for the
 * owner the firm-wide "End every session".
 */
export default function AccountScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const [readSessions] = useLazyDeviceSessionsQuery();
  const [endSessions] = useEndDeviceSessionsMutation();
  // The kit's device list asks for its rows itself: through the data layer, failures as the kit reads them.
  const load = useCallback(() => asApiCall(readSessions().unwrap()), [readSessions]);
  const end = useCallback(
    (body: Parameters<typeof endSessions>[0]) => asApiCall(endSessions(body).unwrap()),
    [endSessions],
  );
  const owner = me.role === 'owner' && me.allBrands && me.actions.includes('operators.manage');
  return (
    <section className="page bo-account">
      <h1 className="page__title">{t('account.title')}</h1>
      <SectionCard title={t('account.details')}>
        <Facts
          facts={[
            { label: t('account.email'), value: me.email },
            { label: t('account.role'), value: t(`role.${me.role}`) },
          ]}
        />
      </SectionCard>
      <DeviceSessions load={load} end={end} />
      {owner && <EndEverySession />}
    </section>
  );
}

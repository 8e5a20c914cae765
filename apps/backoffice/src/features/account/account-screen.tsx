import { useTranslation } from 'react-i18next';
import { DeviceSessions } from '@portal/ui/widgets/device-sessions.tsx';
import { devicesApi } from '../../shared/api/admin-api.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { Facts, SectionCard } from '../../shared/ui/record-page.tsx';
import EndEverySession from './end-every-session.tsx';
import './account.css';

/**
 * The operator's own account: who is signed in, their devices (each signed out behind the password), and for the
 * owner the firm-wide "End every session" (decision 049).
 */
export default function AccountScreen() {
  const { t } = useTranslation();
  const me = useOperator();
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
      <DeviceSessions load={devicesApi.list} end={devicesApi.end} />
      {owner && <EndEverySession />}
    </section>
  );
}

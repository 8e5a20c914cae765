import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { Facts, RecordHead, type Fact } from '../../shared/ui/record-page.tsx';
import { useRecordScreen } from '../../shared/ui/use-record-screen.ts';
import { AccountDashboard } from './account-dashboard.tsx';
import { AccountEvents } from './account-events.tsx';
import { AccountStatusDialog, BLOCK_STATUSES } from './account-status-dialog.tsx';
import { accountStatusKey } from '../../shared/format/account-status.ts';
import { useAccountQuery } from './api/accounts-api.ts';

const isBlocked = (status: number) => (BLOCK_STATUSES as readonly number[]).includes(status);

/** One trader account: its facts, and (with accounts.block) block or unblock after a confirmation. */
export default function AccountScreen() {
  const { t, id, me, f, notify } = useRecordScreen();
  const [dialog, setDialog] = useState<'block' | 'unblock' | null>(null);
  const { state: load } = readState(useAccountQuery(id));

  if (load.status === 'loading') {
    return (
      <section className="page" aria-busy="true">
        <Skeleton width={240} height={32} />
        <div className="card stack">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} width="100%" height={22} />
          ))}
        </div>
      </section>
    );
  }
  if (load.status === 'missing' || load.status === 'failed') {
    return (
      <section className="page">
        <h1 className="page__title">{t('accounts.title')}</h1>
        {load.status === 'failed' ? (
          <Banner variant="negative">{t(load.error)}</Banner>
        ) : (
          <EmptyState
            title={t('accounts.notFound')}
            action={
              <Link className="btn btn--secondary" to="/accounts">
                {t('accounts.back')}
              </Link>
            }
          />
        )}
      </section>
    );
  }

  const account = load.data;
  const brand = me.brands.find((b) => b.id === account.brandId);
  const blocked = isBlocked(account.status);
  const facts: Fact[] = [
    {
      label: t('accounts.status'),
      value: (
        <StatusBadge variant={blocked ? 'negative' : 'neutral'}>
          {`${account.status} · ${t(accountStatusKey(account.status, account.isFunded))}`}
        </StatusBadge>
      ),
    },
    { label: t('accounts.id'), value: account.id },
    { label: t('accounts.login'), value: account.login },
    { label: t('accounts.brand'), value: brand ? `${brand.name} (${brand.code})` : account.brandId },
    { label: t('accounts.platform'), value: account.platformId },
    { label: t('accounts.stage'), value: String(account.stage) },
    { label: t('accounts.funded'), value: account.isFunded ? t('common.yes') : t('common.no') },
    { label: t('accounts.created'), value: f.when(account.createdAt) },
  ];

  return (
    <section className="page">
      <RecordHead
        back="/accounts"
        backLabel={t('accounts.back')}
        title={t('accounts.accountTitle', { login: account.login })}
      >
        {me.actions.includes('accounts.block') && (
          <button
            type="button"
            className={blocked ? 'btn btn--primary' : 'btn btn--secondary'}
            onClick={() => setDialog(blocked ? 'unblock' : 'block')}
          >
            {blocked ? t('accounts.unblock') : t('accounts.block')}
          </button>
        )}
      </RecordHead>
      <div className="card">
        <Facts facts={facts} />
      </div>
      <AccountDashboard accountId={account.id} />
      <AccountEvents accountId={account.id} isFunded={account.isFunded} />
      {me.actions.includes('audit.read') && (
        <p>
          <Link className="link" to={`/audit?targetId=${encodeURIComponent(account.id)}`}>
            {t('nav.audit')}
          </Link>
        </p>
      )}
      {dialog && (
        <AccountStatusDialog
          account={account}
          mode={dialog}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            notify(t(dialog === 'block' ? 'accounts.blocked_toast' : 'accounts.unblocked_toast'));
          }}
        />
      )}
    </section>
  );
}

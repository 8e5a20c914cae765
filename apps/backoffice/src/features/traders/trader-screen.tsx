import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MAIL_KINDS, type MailKind } from '@portal/contract';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { EmailText } from '@portal/ui/widgets/email-text.tsx';
import { recordLinks } from '../../shared/ui/list-states.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { recordPlace, useRecordScreen } from '../../shared/ui/use-record-screen.ts';
import { useConfirm } from '../../shared/ui/use-confirm.tsx';
import { readRecord, RecordHead, SectionCard } from '../../shared/ui/record-page.tsx';
import { orderStatusVariant } from '../../shared/format/order-status.ts';
import { traderName } from './traders-screen.tsx';
import { accountStatusKey } from '../../shared/format/account-status.ts';
import {
  useRevokeTraderSessionMutation,
  useRevokeTraderSessionsMutation,
  useSendTraderPasswordResetMutation,
  useTraderQuery,
  type Trader,
} from './api/traders-api.ts';

/** A mail's kind as its label; a kind no longer sent (an older row) as its code. */
const isMailKind = (kind: string): kind is MailKind => (MAIL_KINDS as readonly string[]).includes(kind);

/** A trader's file: who they are, what they bought, their accounts, live sign-ins and the mails sent. */
export default function TraderScreen() {
  const { t, id, me, f, notify } = useRecordScreen();
  const confirm = useConfirm();
  const [sendPasswordReset] = useSendTraderPasswordResetMutation();
  const [revokeAll] = useRevokeTraderSessionsMutation();
  const [revokeSession] = useRevokeTraderSessionMutation();
  const manage = me.actions.includes('traders.manage');

  const [trader, page] = readRecord(readState(useTraderQuery(id)), recordPlace(t, 'traders', 'traders.fileTitle', 10));
  if (!trader) return page;
  const p = trader.profile;
  const name = traderName(p);

  // Each action after its confirmation; the toast says what was done.
  const askReset = () =>
    confirm.ask({
      texts: 'traders.reset',
      label: 'traders.sendReset',
      values: { email: p.email },
      run: async () => {
        const { email } = await sendPasswordReset(trader.id).unwrap();
        notify(t('traders.resetSent', { email }));
      },
    });
  const askRevokeAll = () =>
    confirm.ask({
      texts: 'traders.revokeAll',
      values: { email: p.email },
      danger: true,
      run: async () => {
        const { revoked } = await revokeAll(trader.id).unwrap();
        notify(t('traders.sessionsRevoked', { count: revoked }));
      },
    });
  const askRevoke = (sessionId: string) =>
    confirm.ask({
      texts: 'traders.revoke',
      danger: true,
      run: async () => {
        await revokeSession({ id: trader.id, sessionId }).unwrap();
        notify(t('traders.sessionRevoked'));
      },
    });

  type Of<K extends 'orders' | 'accounts' | 'sessions' | 'mails'> = DataColumn<Trader[K][number]>;
  const orderColumns: Array<Of<'orders'>> = [
    { label: t('orders.number'), nowrap: true, cell: (o) => o.number },
    {
      label: t('orders.status'),
      cell: (o) => <StatusBadge variant={orderStatusVariant(o.status)}>{t(`orderStatus.${o.status}`)}</StatusBadge>,
    },
    { label: t('orders.package'), cell: (o) => o.packageName },
    { label: t('orders.total'), nowrap: true, cell: (o) => f.money(o.total, o.currency) },
    { label: t('orders.code'), cell: (o) => o.discountCode ?? '—' },
    { label: t('orders.created'), nowrap: true, cell: (o) => f.when(o.createdAt) },
  ];
  const accountColumns: Array<Of<'accounts'>> = [
    { label: t('accounts.login'), nowrap: true, cell: (a) => a.login },
    { label: t('accountList.package'), cell: (a) => a.packageName },
    {
      label: t('accountList.phase'),
      cell: (a) =>
        a.isFunded || a.phase === null ? t('accountList.funded') : t('overview.phaseN', { phase: a.phase }),
    },
    { label: t('accounts.status'), cell: (a) => t(accountStatusKey(a.status, a.isFunded)) },
    { label: t('accountList.balance'), nowrap: true, cell: (a) => f.money(a.balance, a.currency) },
    { label: t('accountList.equity'), nowrap: true, cell: (a) => f.money(a.equity, a.currency) },
  ];
  const sessionColumns: Array<Of<'sessions'>> = [
    { label: t('traders.signedIn'), nowrap: true, cell: (s) => f.when(s.createdAt) },
    { label: t('traders.lastUsed'), nowrap: true, cell: (s) => f.when(s.lastUsedAt) },
    { label: t('traders.expires'), nowrap: true, cell: (s) => f.when(s.expiresAt) },
    { label: t('traders.ip'), breakAnywhere: true, cell: (s) => s.ip ?? '—' },
    {
      label: t('traders.device'),
      cell: (s) => (
        <span className="bo-ua" title={s.userAgent ?? undefined}>
          {s.userAgent ?? '—'}
        </span>
      ),
    },
    ...(manage
      ? [
          {
            label: t('traders.revoke'),
            hideLabel: true,
            nowrap: true,
            cell: (s) => (
              <button
                type="button"
                className="btn btn--ghost bo-small"
                aria-label={t('traders.revokeOne', { at: f.when(s.createdAt) })}
                onClick={() => askRevoke(s.id)}
              >
                {t('traders.revoke')}
              </button>
            ),
          } satisfies Of<'sessions'>,
        ]
      : []),
  ];
  const mailColumns: Array<Of<'mails'>> = [
    { label: t('traders.mailSubject'), cell: (m) => m.subject },
    { label: t('traders.mailKind'), cell: (m) => (isMailKind(m.kind) ? t(`traders.mailKinds.${m.kind}`) : m.kind) },
    { label: t('traders.mailTo'), breakAnywhere: true, cell: (m) => <EmailText>{m.to}</EmailText> },
    {
      label: t('traders.mailStatus'),
      cell: (m) => (
        <StatusBadge variant={m.status === 'sent' ? 'positive' : m.status === 'failed' ? 'negative' : 'neutral'}>
          {t(`traders.mailState.${m.status}`)}
        </StatusBadge>
      ),
    },
    { label: t('traders.mailQueued'), nowrap: true, cell: (m) => f.when(m.createdAt) },
    { label: t('traders.mailSent'), nowrap: true, cell: (m) => f.when(m.sentAt) },
  ];

  const profile: Array<[string, string]> = [
    [t('traders.name'), name || '—'],
    [t('traders.brand'), `${trader.brand.name} (${trader.brand.code})`],
    [t('traders.phone'), p.phone ?? '—'],
    [t('traders.dateOfBirth'), p.dateOfBirth ?? '—'],
    [t('traders.country'), p.country ?? '—'],
    [t('traders.address'), [p.address, p.postalCode, p.city].filter(Boolean).join(', ') || '—'],
    [t('traders.language'), p.language ?? '—'],
    [t('traders.registered'), f.when(trader.createdAt)],
    [t('traders.traderId'), trader.id],
  ];

  return (
    <section className="page">
      <RecordHead back="/traders" backLabel={t('traders.back')} title={name || p.email}>
        {manage && (
          <button type="button" className="btn btn--secondary" onClick={askReset}>
            {t('traders.sendReset')}
          </button>
        )}
      </RecordHead>
      <SectionCard title={t('traders.profile')}>
        <dl className="bo-facts">
          <div>
            <dt>{t('traders.email')}</dt>
            <dd className="stack bo-tight">
              <span>{p.email}</span>
              <StatusBadge variant={trader.emailVerifiedAt ? 'positive' : 'warning'}>
                {trader.emailVerifiedAt
                  ? t('traders.verifiedAt', { at: f.when(trader.emailVerifiedAt) })
                  : t('traders.emailUnverified')}
              </StatusBadge>
            </dd>
          </div>
          {profile.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </SectionCard>

      <TableSection
        title={t('traders.orders')}
        aside={
          me.actions.includes('orders.read') && (
            <Link className="link" to={`/orders?traderId=${encodeURIComponent(trader.id)}`}>
              {t('traders.allOrders')}
            </Link>
          )
        }
        columns={orderColumns}
        rows={trader.orders}
        {...recordLinks('/orders')}
        empty={t('traders.noOrders')}
      />

      <TableSection
        title={t('traders.accounts')}
        columns={accountColumns}
        rows={trader.accounts}
        {...recordLinks('/accounts')}
        empty={t('traders.noAccounts')}
      />

      <TableSection
        title={t('traders.sessions')}
        aside={
          manage &&
          trader.sessions.length > 0 && (
            <button type="button" className="btn btn--secondary bo-small" onClick={askRevokeAll}>
              {t('traders.revokeAll')}
            </button>
          )
        }
        columns={sessionColumns}
        rows={trader.sessions}
        rowKey={(session) => session.id}
        empty={t('traders.noSessions')}
      />

      <TableSection
        title={t('traders.mails')}
        columns={mailColumns}
        rows={trader.mails}
        rowKey={(m) => m.id}
        empty={t('traders.noMails')}
      />

      {confirm.dialog}
    </section>
  );
}

type TableSectionProps<T> = Pick<Parameters<typeof DataTable<T>>[0], 'columns' | 'rows' | 'rowKey' | 'rowLink'> & {
  title: string;
  aside?: ReactNode;
  /** the muted line shown while the list has no rows */
  empty: string;
};

/** One of the file's lists: a section holding its table without a card of its own. */
function TableSection<T>({ title, aside, empty, ...table }: TableSectionProps<T>) {
  return (
    <SectionCard title={title} aside={aside}>
      <DataTable bare {...table} notReady={<p className="bo-muted">{empty}</p>} />
    </SectionCard>
  );
}

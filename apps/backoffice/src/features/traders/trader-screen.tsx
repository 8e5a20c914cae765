import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MAIL_KINDS, type MailKind } from '@portal/contract';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { useToast } from '../../shared/toast/toasts.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { LoadFailed, LoadingRows, NotFound } from '../../shared/ui/list-states.tsx';
import { RecordHead } from '../../shared/ui/record-page.tsx';
import { orderStatusVariant } from '../../shared/format/order-status.ts';
import { traderName } from './traders-screen.tsx';
import { accountStatusKey } from '../../shared/format/account-status.ts';
import {
  useRevokeTraderSessionMutation,
  useRevokeTraderSessionsMutation,
  useSendTraderPasswordResetMutation,
  useTraderQuery,
} from './api/traders-api.ts';

/** A mail's kind as its label; a kind no longer sent (an older row) as its code. */
const isMailKind = (kind: string): kind is MailKind => (MAIL_KINDS as readonly string[]).includes(kind);

type Confirm = { kind: 'reset' } | { kind: 'revokeAll' } | { kind: 'revoke'; sessionId: string };

/** A trader's file: who they are, what they bought, their accounts, live sign-ins and the mails sent. */
export default function TraderScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useOperator();
  const f = useFormat();
  const notify = useToast();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const { state, retry } = readState(useTraderQuery(id));
  const [sendPasswordReset] = useSendTraderPasswordResetMutation();
  const [revokeAll] = useRevokeTraderSessionsMutation();
  const [revokeSession] = useRevokeTraderSessionMutation();
  const manage = me.actions.includes('traders.manage');

  if (state.status === 'loading') return <LoadingRows rows={10} />;
  if (state.status !== 'ready') {
    return (
      <section className="page">
        <h1 className="page__title">{t('traders.fileTitle')}</h1>
        {state.status === 'failed' ? (
          <LoadFailed error={state.error} onRetry={retry} />
        ) : (
          <NotFound title={t('traders.notFound')} back="/traders" backLabel={t('traders.back')} />
        )}
      </section>
    );
  }
  const trader = state.data;
  const p = trader.profile;
  const name = traderName(p);

  const act = async () => {
    if (!confirm) return;
    if (confirm.kind === 'reset') {
      const { email } = await sendPasswordReset(trader.id).unwrap();
      notify(t('traders.resetSent', { email }));
    } else if (confirm.kind === 'revokeAll') {
      const { revoked } = await revokeAll(trader.id).unwrap();
      notify(t('traders.sessionsRevoked', { count: revoked }));
    } else {
      await revokeSession({ id: trader.id, sessionId: confirm.sessionId }).unwrap();
      notify(t('traders.sessionRevoked'));
    }
    setConfirm(null);
  };

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
          <button type="button" className="btn btn--secondary" onClick={() => setConfirm({ kind: 'reset' })}>
            {t('traders.sendReset')}
          </button>
        )}
      </RecordHead>
      <article className="card stack" aria-labelledby="tr-profile">
        <h2 id="tr-profile" className="bo-card-title">
          {t('traders.profile')}
        </h2>
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
      </article>

      <article className="card stack" aria-labelledby="tr-orders">
        <div className="bo-section-head">
          <h2 id="tr-orders" className="bo-card-title">
            {t('traders.orders')}
          </h2>
          {me.actions.includes('orders.read') && (
            <Link className="link" to={`/orders?traderId=${encodeURIComponent(trader.id)}`}>
              {t('traders.allOrders')}
            </Link>
          )}
        </div>
        {trader.orders.length === 0 ? (
          <p className="bo-muted">{t('traders.noOrders')}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('orders.number')}</th>
                  <th scope="col">{t('orders.status')}</th>
                  <th scope="col">{t('orders.package')}</th>
                  <th scope="col">{t('orders.total')}</th>
                  <th scope="col">{t('orders.code')}</th>
                  <th scope="col">{t('orders.created')}</th>
                </tr>
              </thead>
              <tbody>
                {trader.orders.map((o) => (
                  <tr key={o.id}>
                    <td data-label={t('orders.number')}>
                      <Link className="link" to={`/orders/${encodeURIComponent(o.id)}`}>
                        {o.number}
                      </Link>
                    </td>
                    <td data-label={t('orders.status')}>
                      <StatusBadge variant={orderStatusVariant(o.status)}>{t(`orderStatus.${o.status}`)}</StatusBadge>
                    </td>
                    <td data-label={t('orders.package')}>{o.packageName}</td>
                    <td data-label={t('orders.total')}>{f.money(o.total, o.currency)}</td>
                    <td data-label={t('orders.code')}>{o.discountCode ?? '—'}</td>
                    <td className="bo-nowrap" data-label={t('orders.created')}>
                      {f.when(o.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </article>

      <article className="card stack" aria-labelledby="tr-accounts">
        <h2 id="tr-accounts" className="bo-card-title">
          {t('traders.accounts')}
        </h2>
        {trader.accounts.length === 0 ? (
          <p className="bo-muted">{t('traders.noAccounts')}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('accounts.login')}</th>
                  <th scope="col">{t('accountList.package')}</th>
                  <th scope="col">{t('accountList.phase')}</th>
                  <th scope="col">{t('accounts.status')}</th>
                  <th scope="col">{t('accountList.balance')}</th>
                  <th scope="col">{t('accountList.equity')}</th>
                </tr>
              </thead>
              <tbody>
                {trader.accounts.map((a) => (
                  <tr key={a.id}>
                    <td data-label={t('accounts.login')}>
                      <Link className="link" to={`/accounts/${encodeURIComponent(a.id)}`}>
                        {a.login}
                      </Link>
                    </td>
                    <td data-label={t('accountList.package')}>{a.packageName}</td>
                    <td data-label={t('accountList.phase')}>
                      {a.isFunded || a.phase === null
                        ? t('accountList.funded')
                        : t('overview.phaseN', { phase: a.phase })}
                    </td>
                    <td data-label={t('accounts.status')}>{t(accountStatusKey(a.status, a.isFunded))}</td>
                    <td data-label={t('accountList.balance')}>{f.money(a.balance, a.currency)}</td>
                    <td data-label={t('accountList.equity')}>{f.money(a.equity, a.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </article>

      <article className="card stack" aria-labelledby="tr-sessions">
        <div className="bo-section-head">
          <h2 id="tr-sessions" className="bo-card-title">
            {t('traders.sessions')}
          </h2>
          {manage && trader.sessions.length > 0 && (
            <button
              type="button"
              className="btn btn--secondary bo-small"
              onClick={() => setConfirm({ kind: 'revokeAll' })}
            >
              {t('traders.revokeAll')}
            </button>
          )}
        </div>
        {trader.sessions.length === 0 ? (
          <p className="bo-muted">{t('traders.noSessions')}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('traders.signedIn')}</th>
                  <th scope="col">{t('traders.lastUsed')}</th>
                  <th scope="col">{t('traders.expires')}</th>
                  <th scope="col">{t('traders.ip')}</th>
                  <th scope="col">{t('traders.device')}</th>
                  {manage && (
                    <th scope="col">
                      <span className="visually-hidden">{t('traders.revoke')}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {trader.sessions.map((s) => (
                  <tr key={s.id}>
                    <td className="bo-nowrap" data-label={t('traders.signedIn')}>
                      {f.when(s.createdAt)}
                    </td>
                    <td className="bo-nowrap" data-label={t('traders.lastUsed')}>
                      {f.when(s.lastUsedAt)}
                    </td>
                    <td className="bo-nowrap" data-label={t('traders.expires')}>
                      {f.when(s.expiresAt)}
                    </td>
                    <td data-label={t('traders.ip')}>{s.ip ?? '—'}</td>
                    <td data-label={t('traders.device')} className="bo-ua" title={s.userAgent ?? undefined}>
                      {s.userAgent ?? '—'}
                    </td>
                    {manage && (
                      <td className="bo-nowrap">
                        <button
                          type="button"
                          className="btn btn--ghost bo-small"
                          aria-label={t('traders.revokeOne', { at: f.when(s.createdAt) })}
                          onClick={() => setConfirm({ kind: 'revoke', sessionId: s.id })}
                        >
                          {t('traders.revoke')}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </article>

      <article className="card stack" aria-labelledby="tr-mails">
        <h2 id="tr-mails" className="bo-card-title">
          {t('traders.mails')}
        </h2>
        {trader.mails.length === 0 ? (
          <p className="bo-muted">{t('traders.noMails')}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('traders.mailSubject')}</th>
                  <th scope="col">{t('traders.mailKind')}</th>
                  <th scope="col">{t('traders.mailTo')}</th>
                  <th scope="col">{t('traders.mailStatus')}</th>
                  <th scope="col">{t('traders.mailQueued')}</th>
                  <th scope="col">{t('traders.mailSent')}</th>
                </tr>
              </thead>
              <tbody>
                {trader.mails.map((m) => (
                  <tr key={m.id}>
                    <td data-label={t('traders.mailSubject')}>{m.subject}</td>
                    <td data-label={t('traders.mailKind')}>
                      {isMailKind(m.kind) ? t(`traders.mailKinds.${m.kind}`) : m.kind}
                    </td>
                    <td data-label={t('traders.mailTo')}>{m.to}</td>
                    <td data-label={t('traders.mailStatus')}>
                      <StatusBadge
                        variant={m.status === 'sent' ? 'positive' : m.status === 'failed' ? 'negative' : 'neutral'}
                      >
                        {t(`traders.mailState.${m.status}`)}
                      </StatusBadge>
                    </td>
                    <td className="bo-nowrap" data-label={t('traders.mailQueued')}>
                      {f.when(m.createdAt)}
                    </td>
                    <td className="bo-nowrap" data-label={t('traders.mailSent')}>
                      {f.when(m.sentAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </article>

      {confirm && (
        <ConfirmDialog
          title={
            confirm.kind === 'reset'
              ? t('traders.resetTitle', { email: p.email })
              : confirm.kind === 'revokeAll'
                ? t('traders.revokeAllTitle', { email: p.email })
                : t('traders.revokeTitle')
          }
          text={
            confirm.kind === 'reset'
              ? t('traders.resetText')
              : confirm.kind === 'revokeAll'
                ? t('traders.revokeAllText')
                : t('traders.revokeText')
          }
          confirmLabel={
            confirm.kind === 'reset'
              ? t('traders.sendReset')
              : confirm.kind === 'revokeAll'
                ? t('traders.revokeAll')
                : t('traders.revoke')
          }
          onConfirm={act}
          onClose={() => setConfirm(null)}
        />
      )}
    </section>
  );
}

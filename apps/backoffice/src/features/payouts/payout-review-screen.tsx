import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PayoutStatus } from '@portal/contract';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { payoutsApi, type PayoutReview } from '../../shared/api/admin-api.ts';
import { useLoad } from '../../shared/api/use-load.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { useToast } from '../../shared/toast/toasts.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { PageNotReady } from '../../shared/ui/list-states.tsx';
import { DecisionDialog } from './decision-dialog.tsx';
import { payoutStatusVariant } from './payout-status.ts';
import './payouts.css';

type Open = 'approve' | 'reject' | 'paid' | null;

/** One payout request: who, how much, where to (in full), the account's eligibility now, and the decisions. */
export default function PayoutReviewScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useOperator();
  const f = useFormat();
  const notify = useToast();
  const [open, setOpen] = useState<Open>(null);
  const { state, retry } = useLoad(id, () => payoutsApi.get(id));

  if (state.status !== 'ready')
    return (
      <PageNotReady
        load={state}
        title={t('payouts.title')}
        notFound={t('payouts.notFound')}
        back="/payouts"
        backLabel={t('payouts.back')}
        onRetry={retry}
      />
    );
  const p: PayoutReview = state.data;
  const money = (n: number) => f.money(n, p.currency);
  const decided = (key: string) => async () => {
    setOpen(null);
    notify(t(key, { number: p.number }));
    retry();
  };
  const facts: Array<[string, ReactNode]> = [
    [
      t('payouts.trader'),
      me.actions.includes('traders.read') ? (
        <Link className="link" to={`/traders/${encodeURIComponent(p.traderId)}`}>
          {p.traderName ? `${p.traderName} · ${p.traderEmail}` : p.traderEmail}
        </Link>
      ) : (
        p.traderEmail
      ),
    ],
    [
      t('payouts.account'),
      <Link key="acc" className="link" to={`/accounts/${encodeURIComponent(p.traderAccountId)}`}>
        {p.accountLogin} · {t('payouts.openDashboard')}
      </Link>,
    ],
    [t('payouts.amount'), money(p.amount)],
    [t('payouts.split'), `${p.profitSplitPercent} % · ${t('payouts.grossProfit')} ${money(p.grossProfit)}`],
    [t('payouts.method'), t(p.method === 'crypto' ? 'payouts.crypto' : 'payouts.bankTransfer')],
    [t('payouts.requested'), f.when(p.requestedAt)],
    [t('payouts.approved'), f.when(p.approvedAt)],
    [t('payouts.paid'), f.when(p.paidAt)],
    [t('payouts.reference'), p.transactionReference ?? '—'],
    [t('payouts.decidedBy'), p.decidedBy ?? '—'],
  ];
  const e = p.eligibility;
  // The checklist's numbers as the trader sees them: money in the currency, times in the operator's clock.
  const shown = (key: string, v: string | number | null) => {
    if (v === null) return '—';
    if (typeof v === 'number' && ['minAmount', 'maxAmount', 'withinWithdrawable'].includes(key)) return money(v);
    if (typeof v === 'string' && key === 'cycleReached') return f.when(v);
    return String(v);
  };

  return (
    <section className="page">
      <p>
        <Link className="link" to="/payouts">
          ← {t('payouts.back')}
        </Link>
      </p>
      <div className="bo-page-head">
        <h1 className="page__title">{t('payouts.payoutTitle', { number: p.number })}</h1>
        <div className="row">
          {p.status === PayoutStatus.Requested && (
            <button type="button" className="btn btn--primary" onClick={() => setOpen('approve')}>
              {t('payouts.approve')}
            </button>
          )}
          {p.status === PayoutStatus.Approved && (
            <button type="button" className="btn btn--primary" onClick={() => setOpen('paid')}>
              {t('payouts.markPaid')}
            </button>
          )}
          {(p.status === PayoutStatus.Requested || p.status === PayoutStatus.Approved) && (
            <button type="button" className="btn btn--secondary" onClick={() => setOpen('reject')}>
              {t('payouts.reject')}
            </button>
          )}
        </div>
      </div>
      <article className="card stack" aria-labelledby="po-facts">
        <h2 id="po-facts" className="bo-card-title">
          {t('payouts.details')}
        </h2>
        <dl className="bo-facts">
          <div>
            <dt>{t('payouts.status')}</dt>
            <dd>
              <StatusBadge variant={payoutStatusVariant(p.status)}>{t(`payoutStatus.${p.status}`)}</StatusBadge>
            </dd>
          </div>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {p.rejectionReason && (
            <div>
              <dt>{t('payouts.rejectionReason')}</dt>
              <dd>{p.rejectionReason}</dd>
            </div>
          )}
        </dl>
      </article>
      <article className="card stack" aria-labelledby="po-dest">
        <h2 id="po-dest" className="bo-card-title">
          {t('payouts.paymentDetails')}
        </h2>
        <dl className="bo-facts">
          {Object.entries(p.details).map(([k, v]) => (
            <div key={k}>
              <dt>{t(`payouts.field.${k}`)}</dt>
              <dd className="bo-mono">{v}</dd>
            </div>
          ))}
        </dl>
      </article>
      {e && (
        <article className="card stack" aria-labelledby="po-elig">
          <h2 id="po-elig" className="bo-card-title">
            {t('payouts.eligibility')}
          </h2>
          <p className="bo-muted">
            {t('payouts.eligibilityText', {
              balance: money(e.balance),
              profit: money(e.closedProfit),
              withdrawable: money(e.withdrawable),
            })}
          </p>
          <ul className="bo-checklist">
            {e.checklist.map((i) => (
              <li key={i.key}>
                <StatusBadge variant={i.ok ? 'positive' : 'negative'}>
                  {i.ok ? t('payouts.ok') : t('payouts.notOk')}
                </StatusBadge>{' '}
                {t(`payouts.check.${i.key}`)}
                <span className="bo-muted">
                  {' '}
                  ({shown(i.key, i.value)}
                  {i.limit !== null ? ` / ${shown(i.key, i.limit)}` : ''})
                </span>
              </li>
            ))}
          </ul>
        </article>
      )}
      {open === 'approve' && (
        <ConfirmDialog
          title={t('payouts.approveTitle', { number: p.number })}
          text={t('payouts.approveText', { amount: money(p.amount) })}
          confirmLabel={t('payouts.approve')}
          onConfirm={async () => {
            await payoutsApi.approve(p.id);
            await decided('payouts.approvedToast')();
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'reject' && (
        <DecisionDialog
          title={t('payouts.rejectTitle', { number: p.number })}
          text={t('payouts.rejectText')}
          label={t('payouts.rejectionReason')}
          confirmLabel={t('payouts.reject')}
          max={500}
          onConfirm={async (reason) => {
            await payoutsApi.reject(p.id, reason);
            await decided('payouts.rejectedToast')();
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'paid' && (
        <DecisionDialog
          title={t('payouts.markPaidTitle', { number: p.number })}
          text={t('payouts.markPaidText', { amount: money(p.amount), gross: money(p.grossProfit) })}
          label={t('payouts.reference')}
          confirmLabel={t('payouts.markPaid')}
          max={120}
          onConfirm={async (reference) => {
            await payoutsApi.markPaid(p.id, reference);
            await decided('payouts.paidToast')();
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}

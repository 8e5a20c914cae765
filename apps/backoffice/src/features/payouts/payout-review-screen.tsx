import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PayoutStatus } from '@portal/contract';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { recordPlace, useRecordScreen } from '../../shared/ui/use-record-screen.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { Facts, readRecord, RecordHead, SectionCard, type Fact } from '../../shared/ui/record-page.tsx';
import { DecisionDialog } from '../../shared/ui/decision-dialog.tsx';
import { payoutStatusVariant } from './payout-status.ts';
import { RequestChanges, type ShownValue } from './request-changes.tsx';
import { RiskHold } from './risk-hold.tsx';
import './payouts.css';
import { accountStatusKey } from '../../shared/format/account-status.ts';
import {
  useApprovePayoutMutation,
  useMarkPayoutPaidMutation,
  usePayoutQuery,
  useRejectPayoutMutation,
} from './api/payouts-api.ts';

type Open = 'approve' | 'reject' | 'paid' | null;

/**
 * One payout request: who, how much, where to (in full), the account's eligibility now and what changed on it since
 * the request, and the decisions.
 */
export default function PayoutReviewScreen() {
  const { t, id, me, f, notify } = useRecordScreen();
  const [open, setOpen] = useState<Open>(null);
  const [approve] = useApprovePayoutMutation();
  const [reject] = useRejectPayoutMutation();
  const [markPaid] = useMarkPayoutPaidMutation();
  const holdId = useId();

  const [p, page] = readRecord(readState(usePayoutQuery(id)), recordPlace(t, 'payouts', 'payouts.title'));
  if (!p) return page;
  const money = (n: number) => f.money(n, p.currency);
  // A risk case at or above the brand's threshold holds the money until it is decided (the server refuses too).
  const held = p.riskCases.some((c) => c.holdsPayouts);
  const holdProps = held ? { disabled: true, 'aria-describedby': holdId } : {};
  // A decision re-reads the request (its tags); approving and paying run the checklist again, so a refusal re-reads
  // it too: what changed since the page was read shows behind the dialog, which says why it was refused.
  const decided = (key: string) => {
    setOpen(null);
    notify(t(key, { number: p.number }));
  };
  const facts: Array<Fact | false> = [
    {
      label: t('payouts.status'),
      value: <StatusBadge variant={payoutStatusVariant(p.status)}>{t(`payoutStatus.${p.status}`)}</StatusBadge>,
    },
    {
      label: t('payouts.trader'),
      value: me.actions.includes('traders.read') ? (
        <Link className="link" to={`/traders/${encodeURIComponent(p.traderId)}`}>
          {p.traderName ? `${p.traderName} · ${p.traderEmail}` : p.traderEmail}
        </Link>
      ) : (
        p.traderEmail
      ),
    },
    {
      label: t('payouts.account'),
      value: (
        <Link className="link" to={`/accounts/${encodeURIComponent(p.traderAccountId)}`}>
          {p.accountLogin} · {t('payouts.openDashboard')}
        </Link>
      ),
    },
    { label: t('payouts.amount'), value: money(p.amount) },
    {
      label: t('payouts.split'),
      value: `${f.percentValue(p.profitSplitPercent)} · ${t('payouts.grossProfit')} ${money(p.grossProfit)}`,
    },
    { label: t('payouts.method'), value: t(p.method === 'crypto' ? 'payouts.crypto' : 'payouts.bankTransfer') },
    { label: t('payouts.requested'), value: f.when(p.requestedAt) },
    { label: t('payouts.approved'), value: f.when(p.approvedAt) },
    { label: t('payouts.paid'), value: f.when(p.paidAt) },
    { label: t('payouts.reference'), value: p.transactionReference ?? '—' },
    { label: t('payouts.decidedBy'), value: p.decidedBy ?? '—' },
    !!p.rejectionReason && { label: t('payouts.rejectionReason'), value: p.rejectionReason },
  ];
  const e = p.eligibility;
  // The checklist's numbers as the trader sees them: money in the currency, times in the operator's clock, the
  // account's status by its name (a payout's account is a funded one: Funded, not the stage it trades under).
  const shown: ShownValue = (key, v) => {
    if (v === null) return '—';
    if (typeof v === 'number' && ['minAmount', 'maxAmount', 'withinWithdrawable'].includes(key)) return money(v);
    if (typeof v === 'number' && ['funded', 'verified'].includes(key)) return t(accountStatusKey(v, true));
    if (typeof v === 'string' && key === 'cycleReached') return f.when(v);
    if (typeof v === 'number' && key === 'consistency') return f.percentValue(v);
    return typeof v === 'number' ? f.number(v, 2) : v;
  };

  return (
    <section className="page">
      <RecordHead back="/payouts" backLabel={t('payouts.back')} title={t('payouts.payoutTitle', { number: p.number })}>
        <div className="row">
          {p.status === PayoutStatus.Requested && (
            <button type="button" className="btn btn--primary" {...holdProps} onClick={() => setOpen('approve')}>
              {t('payouts.approve')}
            </button>
          )}
          {p.status === PayoutStatus.Approved && (
            <button type="button" className="btn btn--primary" {...holdProps} onClick={() => setOpen('paid')}>
              {t('payouts.markPaid')}
            </button>
          )}
          {(p.status === PayoutStatus.Requested || p.status === PayoutStatus.Approved) && (
            <button type="button" className="btn btn--secondary" onClick={() => setOpen('reject')}>
              {t('payouts.reject')}
            </button>
          )}
        </div>
      </RecordHead>
      <RiskHold cases={p.riskCases} id={holdId} />
      <SectionCard title={t('payouts.details')}>
        <Facts facts={facts} />
      </SectionCard>
      <SectionCard title={t('payouts.paymentDetails')}>
        <Facts
          facts={Object.entries(p.details).map(([k, v]) => ({ label: t(`payouts.field.${k}`), value: v, mono: true }))}
        />
      </SectionCard>
      {e && (
        <SectionCard title={t('payouts.eligibility')}>
          <p className="bo-muted">
            {t('payouts.eligibilityText', {
              balance: money(e.balance),
              profit: money(e.closedProfit),
              withdrawable: money(e.withdrawable),
            })}
          </p>
          <RequestChanges before={p.requestChecklist} now={e.checklist} shown={shown} />
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
        </SectionCard>
      )}
      {open === 'approve' && (
        <ConfirmDialog
          title={t('payouts.approveTitle', { number: p.number })}
          text={t('payouts.approveText', { amount: money(p.amount) })}
          confirmLabel={t('payouts.approve')}
          onConfirm={async () => {
            await approve(p.id).unwrap();
            decided('payouts.approvedToast');
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
          danger
          max={500}
          onConfirm={async (reason) => {
            await reject({ id: p.id, reason }).unwrap();
            decided('payouts.rejectedToast');
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
            await markPaid({ id: p.id, transactionReference: reference }).unwrap();
            decided('payouts.paidToast');
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}

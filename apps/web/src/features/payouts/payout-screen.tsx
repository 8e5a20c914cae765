import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PayoutStatus, ResultCode, type Payout } from '@portal/contract';
import { ApiError, errorKeyOf } from '@portal/ui/api/api-error.ts';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../shared/ui/money.tsx';
import { cancelPayout, getPayout } from './api/payouts-api.ts';
import { payoutStatusOf } from './payout-status.ts';
import { ProcessingNotes } from './processing-notes.tsx';
import './payouts.css';

type State =
  | { status: 'loading' }
  | { status: 'ready'; payout: Payout }
  | { status: 'notFound' }
  | { status: 'failed'; key: string };

/** Payout Details (SPEC §2 /dashboard/payout/{id}): amount, destination, the timeline of its statuses. */
export default function PayoutScreen() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [cancelling, setCancelling] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    getPayout(id).then(
      (payout) => !cancelled && setState({ status: 'ready', payout }),
      (error: unknown) =>
        !cancelled &&
        setState(
          error instanceof ApiError && error.result === ResultCode.NotAuthorized
            ? { status: 'notFound' }
            : { status: 'failed', key: errorKeyOf(error) },
        ),
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const back = (
    <Link className="link payout-request__back" to="/dashboard/payouts">
      <span aria-hidden="true">‹ </span>
      {t('payouts.backToList')}
    </Link>
  );
  if (state.status === 'notFound')
    return (
      <section className="page">
        {back}
        <h1 className="visually-hidden">{t('pageTitle.payoutDetails')}</h1>
        <EmptyState title={t('payouts.notFound')} text={t('payouts.notFoundText')} />
      </section>
    );
  if (state.status !== 'ready')
    return (
      <section className="page" aria-busy={state.status === 'loading'}>
        {back}
        <h1 className="page__title">{t('pageTitle.payoutDetails')}</h1>
        {state.status === 'failed' ? (
          <Banner variant="negative" action={{ label: t('common.retry'), onClick: retry }}>
            {t(state.key)}
          </Banner>
        ) : (
          <Skeleton height={280} radius="var(--radius-lg)" />
        )}
      </section>
    );

  const p = state.payout;
  const status = payoutStatusOf(p.status);
  const steps: [string, string | null][] = [
    ['payouts.timeline.requested', p.requestedAt],
    ['payouts.timeline.approved', p.approvedAt],
    ['payouts.timeline.paid', p.paidAt],
    ...(p.rejectedAt ? ([['payouts.timeline.rejected', p.rejectedAt]] as [string, string][]) : []),
    ...(p.cancelledAt ? ([['payouts.timeline.cancelled', p.cancelledAt]] as [string, string][]) : []),
  ];
  async function cancel() {
    setCancelling(true);
    setFailure(null);
    try {
      setState({ status: 'ready', payout: await cancelPayout(p.id) });
    } catch (error) {
      setFailure(errorKeyOf(error));
    } finally {
      setCancelling(false);
    }
  }
  return (
    <section className="page payout-details" aria-labelledby="payout-title">
      {back}
      <header className="payout-details__head">
        <h1 id="payout-title" className="page__title">
          {t('pageTitle.payoutDetails')} <span className="payout-details__number">{p.number}</span>
        </h1>
        <StatusBadge variant={status.variant}>{t(status.labelKey)}</StatusBadge>
      </header>
      <div className="payout-details__grid">
        <div className="card">
          <dl className="payout-details__facts">
            <div>
              <dt>{t('payouts.amountLabel')}</dt>
              <dd className="payout-details__amount">
                <Money minor={p.amount} currency={p.currency} />
              </dd>
            </div>
            <div>
              <dt>{t('payouts.method')}</dt>
              <dd>{t(p.method === 'crypto' ? 'payouts.cryptoTransfer' : 'payouts.bankTransfer')}</dd>
            </div>
            <div>
              <dt>{t('payouts.destination')}</dt>
              <dd>{p.destination}</dd>
            </div>
            <div>
              <dt>{t('payouts.account')}</dt>
              <dd>
                <Link className="link" to={`/dashboard/challenge/${encodeURIComponent(p.traderAccountId)}`}>
                  {p.accountLogin}
                </Link>
              </dd>
            </div>
            <div className="payout-details__wide">
              <dt>{t('payouts.split')}</dt>
              <dd>
                {format.percent(p.profitSplitPercent)} · {t('payouts.grossProfit')}{' '}
                <Money minor={p.grossProfit} currency={p.currency} />
              </dd>
            </div>
            {p.transactionReference && (
              <div className="payout-details__wide">
                <dt>{t('payouts.transactionReference')}</dt>
                <dd className="payout-details__reference">{p.transactionReference}</dd>
              </div>
            )}
          </dl>
          {p.rejectionReason && (
            <Banner variant="negative" title={t('payouts.rejectedBecause')}>
              {p.rejectionReason}
            </Banner>
          )}
          {failure && <Banner variant="negative">{t(failure)}</Banner>}
          {p.status === PayoutStatus.Requested && (
            <LoadingButton variant="secondary" loading={cancelling} onClick={() => void cancel()}>
              {t('payouts.cancel')}
            </LoadingButton>
          )}
        </div>
        <div className="card">
          <h2 className="payout-request__subtitle">{t('payouts.timeline.title')}</h2>
          <ol className="payout-timeline">
            {steps.map(([key, at]) => (
              <li key={key} className={`payout-timeline__step${at ? ' payout-timeline__step--done' : ''}`}>
                <span className="payout-timeline__label">{t(key)}</span>
                <span className="payout-timeline__at">{at ? format.dateTime(at) : '—'}</span>
              </li>
            ))}
          </ol>
          <ProcessingNotes method={p.method} />
        </div>
      </div>
    </section>
  );
}

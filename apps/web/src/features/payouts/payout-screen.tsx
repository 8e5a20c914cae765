import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PayoutStatus, ResultCode } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../shared/ui/money.tsx';
import { apiFailure } from '../../shared/api/base-query.ts';
import { useCancelPayoutMutation, useGetPayoutQuery } from './api/payouts-api.ts';
import { payoutStatusOf } from './payout-status.ts';
import { ProcessingNotes } from './processing-notes.tsx';
import { RetryBanner } from '../../shared/ui/retry-banner.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import './payouts.css';

/** Payout Details (SPEC §2 /dashboard/payout/{id}): amount, destination, the timeline of its statuses. */
export default function PayoutScreen() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = '' } = useParams();
  const { currentData, error, isError, refetch } = useGetPayoutQuery(id);
  const loadFailure = isError ? apiFailure(error) : null;
  const [cancelPayout, { isLoading: cancelling }] = useCancelPayoutMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const back = (
    <Link className="link payout-request__back" to="/dashboard/payouts">
      <span aria-hidden="true">‹ </span>
      {t('payouts.backToList')}
    </Link>
  );
  if (loadFailure?.result === ResultCode.NotAuthorized)
    return (
      <section className="page">
        {back}
        <h1 className="visually-hidden">{t('pageTitle.payoutDetails')}</h1>
        <EmptyState title={t('payouts.notFound')} text={t('payouts.notFoundText')} />
      </section>
    );
  if (!currentData)
    return (
      <section className="page" aria-busy={!loadFailure}>
        {back}
        <h1 className="page__title">{t('pageTitle.payoutDetails')}</h1>
        {loadFailure ? (
          <RetryBanner onRetry={() => void refetch()}>{t(loadFailure.key)}</RetryBanner>
        ) : (
          <Skeleton height={280} radius="var(--radius-lg)" />
        )}
      </section>
    );

  const p = currentData;
  const status = payoutStatusOf(p.status);
  const steps: [string, string | null][] = [
    ['payouts.timeline.requested', p.requestedAt],
    ['payouts.timeline.approved', p.approvedAt],
    ['payouts.timeline.paid', p.paidAt],
    ...(p.rejectedAt ? ([['payouts.timeline.rejected', p.rejectedAt]] as [string, string][]) : []),
    ...(p.cancelledAt ? ([['payouts.timeline.cancelled', p.cancelledAt]] as [string, string][]) : []),
  ];
  // The cancelled payout is read again with the list (its tag is invalidated).
  async function cancel() {
    setFailure(null);
    const result = await cancelPayout(p.id);
    if (result.error) setFailure(apiFailure(result.error)!.key);
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
            <Fact label={t('payouts.amountLabel')} valueClassName="payout-details__amount">
              <Money minor={p.amount} currency={p.currency} />
            </Fact>
            <Fact label={t('payouts.method')}>
              {t(p.method === 'crypto' ? 'payouts.cryptoTransfer' : 'payouts.bankTransfer')}
            </Fact>
            <Fact label={t('payouts.destination')}>{p.destination}</Fact>
            <Fact label={t('payouts.account')}>
              <Link className="link" to={`/dashboard/challenge/${encodeURIComponent(p.traderAccountId)}`}>
                {p.accountLogin}
              </Link>
            </Fact>
            <Fact className="payout-details__wide" label={t('payouts.split')}>
              {format.percent(p.profitSplitPercent)} · {t('payouts.grossProfit')}{' '}
              <Money minor={p.grossProfit} currency={p.currency} />
            </Fact>
            {p.transactionReference && (
              <Fact
                className="payout-details__wide"
                label={t('payouts.transactionReference')}
                valueClassName="payout-details__reference"
              >
                {p.transactionReference}
              </Fact>
            )}
          </dl>
          {p.underReview && (
            <Banner variant="warning" title={t('payouts.underReview')}>
              {t('payouts.underReviewText')}
            </Banner>
          )}
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

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import { PAYOUTS_PAGE_SIZE_MAX, payoutStatusView, type Payout } from '@portal/contract';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { CursorPagination } from '@portal/ui/widgets/cursor-pagination.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../shared/ui/money.tsx';
import { payoutStatusOf } from './payout-status.ts';
import { useGetPayoutsQuery } from './api/payouts-api.ts';
import { ProfitWidget } from './profit-widget.tsx';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';
import { RetryBanner } from '../../shared/ui/retry-banner.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { NoMatch } from '../../shared/ui/no-match.tsx';
import './payouts.css';

const PAGE_SIZE = Math.min(10, PAYOUTS_PAGE_SIZE_MAX);
const STATUSES = Object.keys(payoutStatusView).map(Number) as Payout['status'][];

function PayoutRow({ p }: { p: Payout }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const status = payoutStatusOf(p.status);
  const to = `/dashboard/payout/${encodeURIComponent(p.id)}`;
  return (
    <li className="card payout-row">
      <div className="payout-row__main">
        <Link className="payout-row__number" to={to}>
          {p.number}
        </Link>
        <span className="payout-row__date">{format.date(p.requestedAt)}</span>
      </div>
      <span className="payout-row__method">
        {t(p.method === 'crypto' ? 'payouts.cryptoTransfer' : 'payouts.bankTransfer')} · {p.destination}
      </span>
      <Money className="payout-row__amount" minor={p.amount} currency={p.currency} />
      <StatusBadge variant={status.variant}>{t(status.labelKey)}</StatusBadge>
      {p.underReview && (
        <p className="payout-row__review">
          <strong>{t('payouts.underReview')}</strong> · {t('payouts.underReviewText')}
        </p>
      )}
      <Link className="link payout-row__action" to={to} aria-label={`${t('payouts.viewDetails')} ${p.number}`}>
        {t('payouts.viewDetails')}
      </Link>
    </li>
  );
}

/**
 * Payout history (SPEC §2 /dashboard/payouts): the ProfitWidget, then the trader's payouts, newest first, by status;
 * first, previous, next and last with the page's position in the URL.
 */
export default function PayoutsScreen() {
  const { t } = useTranslation();
  const [params, update] = useUpdateParams();
  const cursor = params.get('cursor') || undefined;
  const rawStatus = params.get('status');
  const status = rawStatus !== null && /^[0-4]$/.test(rawStatus) ? (Number(rawStatus) as Payout['status']) : null;
  const { currentData, isError, refetch } = useGetPayoutsQuery({
    ...(cursor ? { cursor } : {}),
    pageSize: PAGE_SIZE,
    ...(status !== null ? { status } : {}),
  });
  // Another page or status shows the skeleton until its answer comes.
  const list = isError ? undefined : currentData;
  const items = list?.items ?? [];
  const totalCount = list?.totalCount ?? 0;

  // A step keeps the status and moves the position; a new status starts at the first page.
  const go = (next: { cursor?: string | undefined; status?: Payout['status'] | null }) =>
    update((latest) => {
      const st = next.status === undefined ? latest.get('status') : next.status;
      const s = new URLSearchParams();
      if (next.cursor) s.set('cursor', next.cursor);
      if (st !== null) s.set('status', String(st));
      return s;
    });
  // A position that failed (an edited or outdated link) tries again from the first page.
  const retry = () => (cursor ? go({}) : void refetch());

  return (
    <Page className="payouts" titleId="payouts-title" title={t('payouts.history')}>
      <ProfitWidget />
      <div className="payouts__toolbar">
        <label className="payouts__filter">
          <span>{t('payouts.status')}</span>
          <select
            className="field__input"
            value={status ?? ''}
            onChange={(e) =>
              go({ status: e.target.value === '' ? null : (Number(e.target.value) as Payout['status']) })
            }
          >
            <option value="">{t('payouts.allStatuses')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(payoutStatusOf(s).labelKey)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isError && <RetryBanner onRetry={retry}>{t('errors.SomethingWentWrong')}</RetryBanner>}
      {!list && !isError && (
        <BusyRegion className="stack">
          <Skeleton height={64} radius="var(--radius-lg)" />
          <Skeleton height={64} radius="var(--radius-lg)" />
        </BusyRegion>
      )}
      {list && items.length === 0 && status === null && (
        <EmptyState title={t('payouts.empty')} text={t('payouts.emptyText')} />
      )}
      {list && items.length === 0 && status !== null && (
        <NoMatch
          className="payouts__no-match"
          text={t('payouts.noMatch')}
          actionLabel={t('payouts.showAll')}
          onAction={() => go({ status: null })}
        />
      )}
      {list && items.length > 0 && (
        <>
          <ul className="payouts__list">
            {items.map((p) => (
              <PayoutRow key={p.id} p={p} />
            ))}
          </ul>
          <footer className="payouts__footer">
            <p>{t('payouts.count', { count: totalCount })}</p>
            <CursorPagination previous={list.previous} next={list.next} go={(to) => go({ cursor: to })} />
          </footer>
        </>
      )}
    </Page>
  );
}

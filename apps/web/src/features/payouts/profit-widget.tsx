import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import type { AccountPayoutSummary } from '@portal/contract';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { anyCents } from '@portal/ui/format/group-figures.ts';
import type { ProfitWidgetProps } from '../../shared/composition/slots.ts';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../shared/ui/money.tsx';
import { nextPayout } from './payout-outlook.ts';
import { apiFailure } from '../../shared/api/base-query.ts';
import { useGetProfitWidgetQuery } from './api/payouts-api.ts';
import { RetryBanner } from '../../shared/ui/retry-banner.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import './payouts.css';

function ProfitCard({ s }: { s: AccountPayoutSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const canRequest = s.result === 0;
  const next = nextPayout(s);
  // On the payout history itself the link would lead back to the same page.
  const onHistory = useMatch('/dashboard/payouts') !== null;
  // the two amounts side by side in one precision: "$212.13" by "$1,500.00"
  const cents = anyCents([s.withdrawable, s.totalPaid], s.currency);
  return (
    <article className="card profit-widget" aria-label={`${t('payouts.widget.title')} ${s.login}`}>
      <header className="profit-widget__head">
        <h2 className="profit-widget__title">{t('payouts.widget.title')}</h2>
        <span className="profit-widget__account">
          {s.packageName} · {s.login}
        </span>
      </header>
      <dl className="profit-widget__facts">
        <Fact className="profit-widget__main" label={t('payouts.widget.withdrawable')}>
          <Money minor={s.withdrawable} currency={s.currency} cents={cents} />
        </Fact>
        <Fact label={t('payouts.widget.split')}>{format.percent(s.profitSplitPercent)}</Fact>
        <Fact label={t('payouts.widget.nextPayout')}>
          {next.kind === 'now'
            ? t('payouts.widget.now')
            : next.kind === 'from'
              ? format.date(next.at)
              : t('payouts.widget.afterFirstTrade')}
        </Fact>
        <Fact label={t('payouts.widget.totalPaid')}>
          <Money minor={s.totalPaid} currency={s.currency} cents={cents} />
        </Fact>
      </dl>
      {s.pending > 0 && (
        <p className="profit-widget__note">
          {t('payouts.widget.pending', { amount: format.money(s.pending, s.currency) })}
        </p>
      )}
      <div className="profit-widget__actions">
        <Link
          className={`btn ${canRequest ? 'btn--primary' : 'btn--secondary'}`}
          to={`/dashboard/payouts-request?account=${encodeURIComponent(s.traderAccountId)}`}
        >
          {canRequest ? t('payouts.request') : t('payouts.widget.seeWhy')}
        </Link>
        {!onHistory && (
          <Link className="link" to="/dashboard/payouts">
            {t('payouts.history')}
          </Link>
        )}
      </div>
    </article>
  );
}

/**
 * The ProfitWidget (SPEC §7 /Payouts/v1/ProfitWidget): for each funded account, what may be withdrawn now, the
 * split, the next payout date and the total paid. Nothing is shown to a trader without a funded account.
 */
export function ProfitWidget({ traderAccountId }: ProfitWidgetProps) {
  const { t } = useTranslation();
  const { currentData, error, isError, refetch } = useGetProfitWidgetQuery(traderAccountId ? { traderAccountId } : {});
  if (isError) {
    // An account that is not funded has no payouts: nothing to say on its dashboard.
    if (traderAccountId) return null;
    return <RetryBanner onRetry={() => void refetch()}>{t(apiFailure(error)!.key)}</RetryBanner>;
  }
  if (!currentData) return traderAccountId ? null : <Skeleton height={140} radius="var(--radius-lg)" />;
  if (currentData.items.length === 0) return null;
  return (
    <div className="profit-widgets">
      {currentData.items.map((s) => (
        <ProfitCard key={s.traderAccountId} s={s} />
      ))}
    </div>
  );
}

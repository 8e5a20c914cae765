import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TraderAccount } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../shared/ui/money.tsx';
import { useFigures } from '../../shared/ui/use-figures.ts';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { KeyIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { challengeStatusView } from './challenge-status-view.ts';
import { Fact } from '../../shared/ui/fact.tsx';
import '../../shared/ui/fact-list.css';

type Props = { account: TraderAccount; onCredentials: (account: TraderAccount) => void };

/**
 * One trading account on home: what it is, where it stands (status, phase, balance, equity, profit), and the
 * ways to trade it and to follow it on its dashboard.
 */
export function AccountCard({ account, onCredentials }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const figures = useFigures();
  const status = challengeStatusView(account.status, account.isFunded);
  const phase = account.isFunded ? t('challenges.funded') : t('challenges.phaseNumber', { phase: account.phase ?? 1 });
  const profit = account.metrics.profit;
  const tone = profit > 0 ? 'is-positive' : profit < 0 ? 'is-negative' : '';
  const profitShare =
    account.accountSize > 0 && profit !== 0 ? figures.share((profit / account.accountSize) * 100) : null;
  return (
    <article className="card account-card" aria-labelledby={`account-${account.id}`}>
      <header className="account-card__header">
        <div className="account-card__heading">
          <p className="account-card__eyebrow">
            {t(`packageType.${account.traderPackageType}`)} · {phase}
          </p>
          <h3 id={`account-${account.id}`} className="account-card__title">
            {account.packageName}
          </h3>
        </div>
        <StatusBadge variant={status.variant}>{t(status.labelKey)}</StatusBadge>
      </header>
      <p className="account-card__size">
        <span className="visually-hidden">{t('challenges.accountSize')}: </span>
        <Money minor={account.accountSize} currency={account.currency} />
      </p>
      <dl className="fact-grid account-card__facts fact-list">
        <Fact label={t('challenges.balance')}>
          <Money minor={account.metrics.balance} currency={account.currency} cents />
        </Fact>
        <Fact label={t('challenges.equity')}>
          <Money minor={account.metrics.equity} currency={account.currency} cents />
        </Fact>
        <Fact label={t('challenges.profit')}>
          <Money minor={profit} currency={account.currency} signed cents className={tone || undefined} />
          {profitShare !== null && <span className={`account-card__share ${tone}`.trim()}> ({profitShare})</span>}
        </Fact>
        <Fact label={t('credentials.login')} valueClassName="account-card__mono">
          {account.login}
        </Fact>
        <Fact label={t('newChallenge.platform')}>{account.platform.name}</Fact>
        <Fact label={t('challenges.startDate')}>{format.date(account.createdAt)}</Fact>
      </dl>
      <div className="account-card__actions">
        <button type="button" className="btn btn--secondary" onClick={() => onCredentials(account)}>
          <KeyIcon />
          {t('challenges.credentials')}
        </button>
        <Link
          className="btn btn--primary"
          to={`/dashboard/challenge/${encodeURIComponent(account.id)}`}
          aria-label={`${t('challenges.viewDetails')}: ${account.packageName}, ${account.login}`}
        >
          {t('challenges.viewDetails')}
        </Link>
      </div>
    </article>
  );
}

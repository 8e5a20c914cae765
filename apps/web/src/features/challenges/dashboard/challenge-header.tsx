import type { AccountDataRequirements, PlatformTime, TraderAccount } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/ui/money.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { KeyIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { challengeStatusView } from '../challenge-status-view.ts';
import { LiveIndicator } from './live-indicator.tsx';
import { PlatformClock } from './platform-clock.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import './challenge-header.css';
import '../../../shared/ui/fact-list.css';

type Props = {
  account: TraderAccount | undefined;
  requirements: AccountDataRequirements;
  platformTime: { data: PlatformTime | null; updatedAt: number | null };
  live: { updatedAt: number | null; stale: boolean; pushed: boolean };
  onCredentials: (account: TraderAccount) => void;
};

/** What the account is (package, size, login, platform, phase, status), its credentials, and the clocks. */
export function ChallengeHeader({ account, requirements: r, platformTime, live, onCredentials }: Props) {
  const { t } = useTranslation();
  const status = challengeStatusView(r.status, r.isFunded);
  const phase = r.isFunded ? t('challenges.funded') : t('challenges.phaseNumber', { phase: r.phase ?? 1 });
  return (
    <header className="card challenge-header">
      <div className="challenge-header__main">
        <p className="challenge-header__eyebrow">
          {account ? `${t(`packageType.${account.traderPackageType}`)} · ${phase}` : phase}
        </p>
        <div className="challenge-header__title-row">
          <h1 className="challenge-header__title">{account?.packageName ?? t('pageTitle.challengeDetails')}</h1>
          <StatusBadge variant={status.variant}>{t(status.labelKey)}</StatusBadge>
        </div>
        {account ? (
          <dl className="challenge-header__facts fact-list">
            <Fact label={t('challenges.accountSize')}>
              <Money minor={account.accountSize} currency={account.currency} />
            </Fact>
            <Fact label={t('credentials.login')} valueClassName="challenge-header__mono">
              {account.login}
            </Fact>
            <Fact label={t('newChallenge.platform')}>{account.platform.name}</Fact>
          </dl>
        ) : (
          <Skeleton width="60%" height={40} />
        )}
      </div>
      <div className="challenge-header__side">
        {account && (
          <button type="button" className="btn btn--secondary" onClick={() => onCredentials(account)}>
            <KeyIcon />
            {t('challenges.credentials')}
          </button>
        )}
        {platformTime.data && platformTime.updatedAt !== null && (
          <PlatformClock platformTime={platformTime.data} receivedAt={platformTime.updatedAt} />
        )}
        <LiveIndicator updatedAt={live.updatedAt} stale={live.stale} pushed={live.pushed} />
      </div>
    </header>
  );
}

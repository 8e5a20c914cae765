import type { ReactNode } from 'react';
import { ChallengeStatus, type AccountDataRequirements, type TraderAccount } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { CheckCircleIcon, ErrorIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { needsKycAfterPass, objectiveOf } from './dashboard-view.ts';
import { Fact } from '../../../shared/ui/fact.tsx';
import { SecondChancePanel } from './second-chance-panel.tsx';
import './verdict-panel.css';
import '../../../shared/ui/fact-list.css';

type Props = { requirements: AccountDataRequirements; currency: string; next: TraderAccount | undefined };

const K = 'dashboard.verdict';

/** The verdict's frame: the outcome's icon beside the title, and what the outcome says under it. */
function VerdictFrame({
  outcome,
  title,
  children,
}: {
  outcome: 'failed' | 'passed';
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={`verdict verdict--${outcome}`} aria-labelledby="verdict-title">
      <span className="verdict__icon" aria-hidden="true">
        {outcome === 'failed' ? <ErrorIcon /> : <CheckCircleIcon />}
      </span>
      <div className="verdict__body">
        <h2 id="verdict-title" className="verdict__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Why the account failed: the rule, the moment, the equity then and the floor (or the news event). */
function FailedPanel({ requirements: r, currency }: Omit<Props, 'next'>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const breach = r.verdict.breach;
  const time = breach?.time ?? r.verdict.time;
  const rule = breach ? t(`${K}.rule.${breach.rule}`) : null;
  const news = objectiveOf(r.objectives, 'newsTrading');
  const disabled =
    r.status === ChallengeStatus.DisabledByViolatedOneOfTradingRule ||
    r.status === ChallengeStatus.BlockedByNewsTrading;
  return (
    <VerdictFrame outcome="failed" title={rule ? t(`${K}.failedTitle`, { rule }) : t(`${K}.failed`)}>
      {breach && time && (
        <p>
          {t(`${K}.why.${breach.rule}`, {
            time: format.moment(time),
            equity: format.money(breach.equity, currency),
            floor: breach.floor === null ? '' : format.money(breach.floor, currency),
            before: news?.minutesBefore ?? 0,
            after: news?.minutesAfter ?? 0,
          })}
        </p>
      )}
      {breach && (
        <dl className="verdict__facts fact-list">
          <Fact label={t(`${K}.time`)}>
            <time dateTime={breach.time}>{format.moment(breach.time)}</time>
          </Fact>
          <Fact label={t(`${K}.equity`)}>
            <Money minor={breach.equity} currency={currency} />
          </Fact>
          {breach.floor !== null && (
            <Fact label={t(`${K}.floor`)}>
              <Money minor={breach.floor} currency={currency} />
            </Fact>
          )}
          {breach.news && (
            <Fact className="verdict__wide" label={t(`${K}.news`)}>
              {breach.news.title
                ? t(`${K}.newsEvent`, {
                    title: breach.news.title,
                    currency: breach.news.currency,
                    time: format.moment(breach.news.time),
                  })
                : t(`${K}.newsEventUntitled`, {
                    currency: breach.news.currency,
                    time: format.moment(breach.news.time),
                  })}
            </Fact>
          )}
        </dl>
      )}
      {disabled && (
        <p className="verdict__strong">
          {r.status === ChallengeStatus.BlockedByNewsTrading ? t(`${K}.blockedNews`) : t(`${K}.disabled`)}
        </p>
      )}
      {disabled && !r.isFunded && <SecondChancePanel accountId={r.traderAccountId} phase={r.phase ?? 1} />}
      <div className="verdict__actions">
        <Link className={`btn btn--${disabled && !r.isFunded ? 'secondary' : 'primary'}`} to="/dashboard/new-challenge">
          {t(`${K}.startNew`)}
        </Link>
        <Link className="btn btn--secondary" to="/dashboard/home">
          {t('dashboard.goHome')}
        </Link>
      </div>
    </VerdictFrame>
  );
}

/** The phase is passed: what opens next, and the way to it. */
function PassedPanel({ requirements: r, next }: Omit<Props, 'currency'>) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <VerdictFrame outcome="passed" title={t(`${K}.passedTitle`, { phase: r.phase ?? 1 })}>
      {r.verdict.time && <p>{t(`${K}.passedTime`, { time: format.moment(r.verdict.time) })}</p>}
      <p className="verdict__strong">
        {next
          ? next.isFunded
            ? t(`${K}.fundedReady`)
            : t(`${K}.nextReady`, { phase: next.phase ?? (r.phase ?? 1) + 1 })
          : t(`${K}.nextPending`)}
      </p>
      {needsKycAfterPass(r.status) && <p>{t(`${K}.verifyToContinue`)}</p>}
      <div className="verdict__actions">
        {next ? (
          <Link className="btn btn--primary" to={`/dashboard/challenge/${encodeURIComponent(next.id)}`}>
            {next.isFunded ? t(`${K}.openFunded`) : t(`${K}.openNext`, { phase: next.phase ?? 2 })}
          </Link>
        ) : (
          <Link className="btn btn--primary" to="/dashboard/home">
            {t('dashboard.goHome')}
          </Link>
        )}
        {needsKycAfterPass(r.status) && (
          <Link className="btn btn--secondary" to="/dashboard/profile/verification">
            {t(`${K}.verify`)}
          </Link>
        )}
      </div>
    </VerdictFrame>
  );
}

/**
 * The verdict, when there is one, at the top of the dashboard: why a failed account failed, or where a passed
 * phase leads. A polite live region, so a verdict that arrives while the trader watches is announced.
 */
export function VerdictPanel({ requirements, currency, next }: Props) {
  const { status } = requirements.verdict;
  return (
    <div aria-live="polite" className="verdict-slot">
      {status === 'failed' && <FailedPanel requirements={requirements} currency={currency} />}
      {status === 'passed' && <PassedPanel requirements={requirements} next={next} />}
    </div>
  );
}

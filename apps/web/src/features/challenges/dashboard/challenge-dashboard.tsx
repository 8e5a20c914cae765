import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChallengeStatus, type TraderAccount } from '@portal/contract';
import type { CredentialsDialogSlot, ProfitWidgetSlot } from '../../../shared/composition/slots.ts';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { TimeZoneProvider } from '@portal/ui/format/time-zone.tsx';
import { appApi } from '../../../shared/api/app-api.ts';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import { useAppDispatch } from '../../../shared/store/store-hooks.ts';
import { useGetTraderAccountsQuery } from '../api/challenges-api.ts';
import { ChallengeHeader } from './challenge-header.tsx';
import { ChallengeNotFound } from './challenge-not-found.tsx';
import { ChartCard } from './chart-card.tsx';
import { DailySummary } from './daily-summary.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { isBlockedByFirm, nextAccountOf, objectiveOf } from './dashboard-view.ts';
import { MetricsGrid } from './metrics-grid.tsx';
import { ObjectivesPanel } from './objectives-panel.tsx';
import { RoomCards } from './room-cards.tsx';
import { TradeHistory } from './trade-history.tsx';
import { useChallengeDashboard } from './use-challenge-dashboard.ts';
import { VerdictPanel } from './verdict-panel.tsx';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import { AccountCredentials } from '../account-credentials.tsx';
import './challenge-dashboard.css';
import './dashboard-cards.css';

const NO_ACCOUNTS: TraderAccount[] = [];
/** The address's parameter that keeps the trade history's page (its cursor). */
const HISTORY_PARAM = 'history';

// The journal sits below the trades, out of the first screen: its code comes after the dashboard's own.
const JournalPanel = lazy(() => import('../journal/journal-panel.tsx').then((m) => ({ default: m.JournalPanel })));

/**
 * The journal's place while its code comes: busy, as its own skeleton is once the code has come. With nothing there
 * the page looked finished without it, to a screen reader and to the screen walk (e2e/support/fit.ts `settled`).
 */
function JournalComing() {
  return (
    <BusyRegion className="card dashboard-card" testId="journal-coming">
      <Skeleton height={96} radius="var(--radius-md)" />
    </BusyRegion>
  );
}

type Props = { id: string; CredentialsDialog: CredentialsDialogSlot; ProfitWidget?: ProfitWidgetSlot };

/**
 * One account's dashboard: header, verdict, room left, objectives, chart, figures, daily summary and trades,
 * refreshed live. Skeletons only until the first figures arrive; a refresh never blanks what is shown.
 */
export function ChallengeDashboard({ id, CredentialsDialog, ProfitWidget }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const accounts = useGetTraderAccountsQuery(undefined, { refetchOnMountOrArgChange: true }).data?.items ?? NO_ACCOUNTS;
  // The history's position is the address's: back and forward walk its pages, a link opens the same one.
  const [params, update] = useUpdateParams(false);
  const historyCursor = params.get(HISTORY_PARAM) || undefined;
  const goHistory = (cursor: string | undefined) =>
    update((next) => (cursor ? next.set(HISTORY_PARAM, cursor) : next.delete(HISTORY_PARAM)));
  const [dialogFor, setDialogFor] = useState<TraderAccount | null>(null);
  const d = useChallengeDashboard(id, historyCursor);
  const requirements = d.requirements.data;
  const metrics = d.metrics.data;
  const passed = requirements?.verdict.status === 'passed';

  // The accounts list names the package and login, and, once a phase is passed, the account it opened.
  useEffect(() => {
    if (passed) dispatch(appApi.util.invalidateTags(['TraderAccounts']));
  }, [dispatch, passed]);

  const back = (
    <Link className="link challenge__back" to="/dashboard/home">
      <span aria-hidden="true">‹ </span>
      {t('challenges.backToList')}
    </Link>
  );
  if (d.notFound) {
    return (
      <section className="page challenge">
        {back}
        <ChallengeNotFound />
      </section>
    );
  }
  if (!requirements || !metrics) {
    const failure = d.requirements.failure ?? d.metrics.failure;
    return (
      <section className="page challenge">
        {back}
        {failure ? (
          <>
            <h1 className="page__title">{t('pageTitle.challengeDetails')}</h1>
            <RetryBanner onRetry={d.retry}>
              {t('dashboard.loadFailed')} {t(failure.key)}
            </RetryBanner>
          </>
        ) : (
          <DashboardSkeleton />
        )}
      </section>
    );
  }

  const account = accounts.find((a) => a.id === id);
  const currency = metrics.currency;
  const live = requirements.verdict.status === 'inProgress';
  // One day reset for every card: the metrics', counted from the server's now (the stored day may lag behind it).
  const dayResetsAt = live ? metrics.dayResetsAt : null;
  const blocked =
    live &&
    (isBlockedByFirm(requirements.status) || requirements.status === ChallengeStatus.DisabledByContractRejected);
  // Every time on the dashboard is the platform's, the zone its trading days, resets and daily summary are counted in.
  return (
    <TimeZoneProvider zone={d.platformTime.data?.timezone}>
      <section className="page challenge">
        {back}
        <ChallengeHeader
          account={account}
          requirements={requirements}
          platformTime={d.platformTime}
          live={{ updatedAt: d.updatedAt, stale: d.stale, pushed: d.live }}
          onCredentials={setDialogFor}
        />
        <VerdictPanel
          requirements={requirements}
          currency={currency}
          next={nextAccountOf(accounts, account, requirements.phase)}
        />
        {ProfitWidget && account?.isFunded && <ProfitWidget traderAccountId={account.id} />}
        {blocked && (
          <Banner variant="negative">
            {requirements.status === ChallengeStatus.DisabledByContractRejected
              ? t('dashboard.status.contractRejected')
              : t('dashboard.status.blocked')}
          </Banner>
        )}
        <RoomCards
          metrics={metrics}
          dailyLimit={objectiveOf(requirements.objectives, 'dailyLoss')?.limit ?? null}
          maxLimit={objectiveOf(requirements.objectives, 'maxLoss')?.limit ?? null}
          dayResetsAt={dayResetsAt}
        />
        <div className="challenge__grid">
          <ObjectivesPanel
            objectives={requirements.objectives}
            currency={currency}
            live={live}
            dayResetsAt={dayResetsAt}
          />
          <ChartCard chart={d.chart.data} metrics={metrics} />
          <MetricsGrid metrics={metrics} />
          <DailySummary chart={d.chart.data} />
        </div>
        <TradeHistory
          history={d.history.data}
          pending={d.history.pending}
          failed={d.history.failure !== null}
          currency={currency}
          go={goHistory}
          onRetry={() => (historyCursor ? goHistory(undefined) : d.retryHistory())}
        />
        <Suspense fallback={<JournalComing />}>
          <JournalPanel traderAccountId={id} />
        </Suspense>
        <AccountCredentials account={dialogFor} Dialog={CredentialsDialog} onClose={() => setDialogFor(null)} />
      </section>
    </TimeZoneProvider>
  );
}

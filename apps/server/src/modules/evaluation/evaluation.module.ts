import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import { derivedKey } from '../../lib/secret-box.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { AppModule } from '../module.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import { createAccountChanges } from './state/account-changes.ts';
import { createAccountEventsRepository } from './ingestion/account-events.repository.ts';
import { createAccountLedger } from './state/account-ledger.ts';
import { bridgeRoutes } from './ingestion/bridge.routes.ts';
import { createChartRepository } from './charts/chart.repository.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { createDashboardService } from './dashboard/dashboard.service.ts';
import { createEvaluationCache } from './state/evaluation-cache.ts';
import { createEvaluationStarter } from './state/evaluation-start.ts';
import { createJournalRepository } from './journal/journal.repository.ts';
import { journalRoutes } from './journal/journal.routes.ts';
import { createJournalService } from './journal/journal.service.ts';
import { createEvaluationTicks } from './ingestion/evaluation-ticks.ts';
import { createEvaluationsRepository } from './state/evaluations.repository.ts';
import { createIngestionService, type IngestionDeps } from './ingestion/ingestion.service.ts';
import { liveRoutes } from './dashboard/live.routes.ts';
import { createEconomicCalendarNews } from './ingestion/news-source.ts';
import type { AccountFailedListener, PhasePassedListener } from './ingestion/transitions.ts';

/**
 * The challenges' evaluation: the platform's deals and equity in (the bridge, the sandbox platform), the rules
 * applied, the dashboard's reads and its live stream, the day-reset ticks.
 */
export function createEvaluationModule(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  changes: ChangeFeed;
  traderAccountsService: TraderAccountsService;
  sessionsService: SessionsService;
  onPhasePassed: PhasePassedListener;
  onAccountFailed?: AccountFailedListener;
  /** The early warnings of a batch (notifications), in its transaction. */
  onLossWarnings?: IngestionDeps['onLossWarnings'];
  /** The risk desk's feed, written by each ingested batch (docs/risk.md "How detection runs live"). */
  riskFeed?: IngestionDeps['riskFeed'];
}) {
  const { config, db, clock, log, changes, traderAccountsService, sessionsService } = deps;
  const evaluationsRepository = createEvaluationsRepository({ changes });
  const chartRepository = createChartRepository();
  const repositories = {
    db,
    evaluationsRepository,
    accountEventsRepository: createAccountEventsRepository(),
    chartRepository,
    traderAccountsService,
  };
  const startEvaluation = createEvaluationStarter({ evaluationsRepository, chartRepository });
  const accountChanges = createAccountChanges({ feed: changes });
  const evaluationCache = createEvaluationCache(changes);
  const news = createEconomicCalendarNews(db, changes);
  const ingestionService = createIngestionService({
    ...repositories,
    charts: evaluationCache,
    accountChanges,
    startEvaluation,
    news,
    clock,
    log,
    maxAheadMs: config.bridgeMaxAheadSeconds * 1000,
    onPhasePassed: deps.onPhasePassed,
    ...(deps.onAccountFailed ? { onAccountFailed: deps.onAccountFailed } : {}),
    ...(deps.onLossWarnings ? { onLossWarnings: deps.onLossWarnings } : {}),
    ...(deps.riskFeed ? { riskFeed: deps.riskFeed } : {}),
  });
  const dashboardService = createDashboardService({ ...repositories, clock, cache: evaluationCache });
  const journalService = createJournalService({
    db,
    journalRepository: createJournalRepository(),
    evaluationsRepository,
    traderAccountsService,
    cache: evaluationCache,
  });
  const evaluationTicks = createEvaluationTicks({ ingestionService, log });
  const bridgeSecret = config.bridgeSecret ?? derivedKey(config.jwtSecret, 'platform-bridge');
  return {
    services: {
      startEvaluation,
      ingestionService,
      dashboardService,
      journalService,
      accountChanges,
      evaluationTicks,
      bridgeSecret,
      news,
      ledger: createAccountLedger({ evaluationsRepository, chartRepository, traderAccountsService }),
      /** an account's engine state, its finished days included (a second chance reads how the phase ended) */
      evaluationState: async (q: Queryable, accountId: string) =>
        (await evaluationsRepository.get(q, accountId))?.state,
    },
    routes: [
      dashboardRoutes({ dashboardService, sessionsService }),
      journalRoutes({ journalService, sessionsService }),
      liveRoutes({ sessionsService, traderAccountsService, accountChanges }),
      bridgeRoutes({ ingestionService, secret: bridgeSecret, clock }),
    ],
    jobs: [evaluationTicks],
    close: () => accountChanges.stop(),
  } satisfies AppModule<unknown>;
}
export type EvaluationModule = ReturnType<typeof createEvaluationModule>;

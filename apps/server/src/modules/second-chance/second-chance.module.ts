import type { Db, Queryable } from '../../db/client.ts';
import type { EvaluationState } from '../../domain/evaluation/index.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { areaModule } from '../module.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import { createSecondChanceRepository } from './second-chance.repository.ts';
import { secondChanceRoutes } from './second-chance.routes.ts';
import { createSecondChanceService } from './second-chance.service.ts';

/** A second chance for an ended account: the offer, the free retry, and the paid reset's account (sold by orders). */
export function createSecondChanceModule(deps: {
  db: Db;
  traderAccountsService: TraderAccountsService;
  sessionsService: SessionsService;
  evaluationState: (q: Queryable, accountId: string) => Promise<EvaluationState | undefined>;
}) {
  const secondChanceService = createSecondChanceService({
    db: deps.db,
    secondChanceRepository: createSecondChanceRepository(),
    traderAccountsService: deps.traderAccountsService,
    evaluationState: deps.evaluationState,
  });
  return areaModule({ secondChanceService }, [
    secondChanceRoutes({ secondChanceService, sessionsService: deps.sessionsService }),
  ]);
}
export type SecondChanceModule = ReturnType<typeof createSecondChanceModule>;

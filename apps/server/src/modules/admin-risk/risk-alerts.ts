import { OPERATOR_ROLES } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { allows } from '../../domain/operators/permissions.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPeriodicJob } from '../../lib/periodic-job.ts';
import type { RiskAlertsRepository } from './risk-alerts.repository.ts';
import type { RiskDigestMail } from './risk-digest-mail.ts';

/** At most one digest an hour per operator: an analyst told of every case as it opens would stop reading. */
export const DIGEST_INTERVAL_MS = 3_600_000;

/** The roles told of new cases: those that read the risk desk (the risk role, brand admins, owners). */
const ALERTED_ROLES = OPERATOR_ROLES.filter((role) => allows(role, 'risk.read'));

/**
 * The risk desk's alerts: each new case at or above its brand's threshold reaches every operator of that brand who
 * reads the desk, in a digest at most once an hour per operator. A case is marked alerted once all of them were
 * told; until then it waits in the next digest of those who were not. A pass runs in one transaction on one
 * instance at a time (an advisory lock), the digests queued in it: a case is told of exactly when the pass commits.
 */
export function createRiskAlerts(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  repository: RiskAlertsRepository;
  digest: RiskDigestMail;
  kickMail: () => void;
}) {
  const { repository: repo } = deps;

  async function pass(): Promise<number> {
    const sent = await deps.db.transaction(async (tx) => {
      if (!(await repo.lead(tx))) return 0;
      const due = await repo.due(tx);
      if (due.length === 0) return 0;
      const now = deps.clock.now();
      const [operators, told] = await Promise.all([
        repo.operators(tx, ALERTED_ROLES),
        repo.told(
          tx,
          due.map((c) => c.id),
        ),
      ]);
      const covers = (o: (typeof operators)[number], brandId: string) =>
        o.role === 'owner' || o.brand_ids.includes(brandId);
      let digests = 0;
      for (const o of operators) {
        const cases = due.filter((c) => covers(o, c.brand_id) && !told.has(`${c.id} ${o.id}`));
        if (cases.length === 0) continue;
        if (o.last_sent_at && now.getTime() - o.last_sent_at.getTime() < DIGEST_INTERVAL_MS) continue;
        await deps.digest(tx, o, cases);
        await repo.recordTold(
          tx,
          o.id,
          cases.map((c) => c.id),
          now,
        );
        for (const c of cases) told.add(`${c.id} ${o.id}`);
        digests++;
      }
      const done = due.filter((c) => operators.every((o) => !covers(o, c.brand_id) || told.has(`${c.id} ${o.id}`)));
      await repo.markAlerted(
        tx,
        done.map((c) => c.id),
        now,
      );
      return digests;
    });
    if (sent > 0) deps.kickMail();
    return sent;
  }

  const job = createPeriodicJob('risk-alerts', pass, deps.log, 60_000);
  return { flush: job.flush, start: job.start, stop: job.stop };
}
export type RiskAlerts = ReturnType<typeof createRiskAlerts>;

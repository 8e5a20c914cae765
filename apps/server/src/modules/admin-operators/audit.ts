import type { Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AdminCaller } from './admin-caller.ts';
import type { AuditActor, AuditChange, AuditRepository } from './audit.repository.ts';

/** The actor of an audit entry, from whoever made the call. */
export const actorOf = (caller: AdminCaller): AuditActor => ({
  type: caller.actorType,
  id: caller.actorId,
  email: caller.email,
  role: caller.role,
  ip: caller.ip,
});

/**
 * `record(tx, actor, change)` writes the entry in the caller's transaction, so a change and its audit entry
 * land together or not at all (ARCHITECTURE.md "Operators").
 */
export function createAudit(deps: { auditRepository: AuditRepository; clock: Clock }) {
  return {
    record: (tx: Queryable, actor: AuditActor | AdminCaller, change: AuditChange) =>
      deps.auditRepository.insert(tx, {
        actor: 'actorType' in actor ? actorOf(actor) : actor,
        ...change,
        at: deps.clock.now(),
      }),
  };
}
export type Audit = ReturnType<typeof createAudit>;

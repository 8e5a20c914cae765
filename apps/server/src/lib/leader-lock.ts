import type { FastifyBaseLogger } from 'fastify';
import type { Db, DedicatedConnection } from '../db/client.ts';

/**
 * Which one of several server instances on one database does a job that must run in one place only (the sandbox
 * market's walk): the holder of a session-level PostgreSQL advisory lock, held on a connection of its own for as
 * long as it leads. The others try again at each `check`, so when the leader stops (it unlocks), dies or loses
 * its connection (PostgreSQL ends the session and the lock with it) another one takes over at its next try.
 * The lock is keyed by `name` and the current schema, so deployments (and test suites) in separate schemas of
 * one database each have their own leader. On PGlite there is one instance, always the leader.
 */
export function createLeaderLock(deps: { db: Db; name: string; log: FastifyBaseLogger }) {
  let connection: DedicatedConnection | undefined;
  let leading = false;
  // While the database is away every tick fails the same way: said once, not every second.
  let failing = false;

  function stepDown(reason: string): void {
    if (leading) deps.log.warn({ lock: deps.name, reason }, 'no longer the leader');
    leading = false;
    const lost = connection;
    connection = undefined;
    // Closing ends the session, which releases the lock on the server if it still held it.
    void lost?.close();
  }

  /** Whether this instance leads now: keeps the lead while its session lives, else tries to take it. */
  async function check(): Promise<boolean> {
    if (deps.db.dialect === 'pglite') return true;
    if (connection?.lost) stepDown('its database connection was lost');
    try {
      connection ??= await deps.db.dedicated();
      if (leading) {
        // A round trip proves the session, and so the lock, is still ours; a dead one throws.
        await connection.query('select 1');
        failing = false;
        return true;
      }
      const [row] = await connection.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(hashtext($1), hashtext(current_schema())) as ok',
        [deps.name],
      );
      failing = false;
      leading = row?.ok === true;
      if (leading) deps.log.info({ lock: deps.name }, 'took the lead');
      return leading;
    } catch (err) {
      stepDown('its database connection failed');
      if (!failing) deps.log.warn({ err, lock: deps.name }, 'leader lock not checked');
      failing = true;
      return false;
    }
  }

  return {
    check,
    /** Whether the last check found this instance leading (no database call). */
    get leading(): boolean {
      return deps.db.dialect === 'pglite' || leading;
    },
    /** Lets go of the lead (on shutdown) so another instance takes over at its next try. */
    async release(): Promise<void> {
      const held = connection;
      connection = undefined;
      if (leading && held && !held.lost)
        await held
          .query('select pg_advisory_unlock(hashtext($1), hashtext(current_schema()))', [deps.name])
          .catch(() => undefined);
      leading = false;
      await held?.close();
    },
  };
}
export type LeaderLock = ReturnType<typeof createLeaderLock>;

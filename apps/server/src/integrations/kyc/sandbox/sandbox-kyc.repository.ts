import type { Queryable } from '../../../db/client.ts';
import { markDeliveryAttemptFailed } from '../../../db/delivery-attempts.ts';
import type { KycDocument } from '../kyc-provider.ts';

export type SandboxKycSession = {
  token_hash: string;
  reference: string;
  step: number;
  status: 'open' | 'submitted' | 'expired';
  files: KycDocument[];
  /** files taken by the session so far, replacements included */
  uploads: number;
  case_id: string | null;
  expires_at: Date;
};

export type DueKycDelivery = { id: string; event_id: string; payload: string; attempts: number };

/** The sandbox verification provider's own tables (sandbox_kyc_*): its sessions and its webhook outbox. */
export function createSandboxKycRepository() {
  return {
    async insertSession(q: Queryable, s: { tokenHash: string; reference: string; step: number; ttlMinutes: number }) {
      await q.query(
        `insert into sandbox_kyc_sessions (token_hash, reference, step, expires_at)
         values ($1, $2, $3, now() + make_interval(mins => $4))`,
        [s.tokenHash, s.reference, s.step, s.ttlMinutes],
      );
    },
    async session(q: Queryable, tokenHash: string, lock = false): Promise<SandboxKycSession | undefined> {
      const rows = await q.query<SandboxKycSession>(
        `select token_hash, reference, step, status, files, uploads, case_id, expires_at from sandbox_kyc_sessions
          where token_hash = $1${lock ? ' for update' : ''}`,
        [tokenHash],
      );
      return rows[0];
    },
    async sessionOfCase(q: Queryable, caseId: string): Promise<SandboxKycSession | undefined> {
      const rows = await q.query<SandboxKycSession>(
        `select token_hash, reference, step, status, files, uploads, case_id, expires_at from sandbox_kyc_sessions
          where case_id = $1`,
        [caseId],
      );
      return rows[0];
    },
    /** The session's files after one more upload (counted). */
    async setFiles(q: Queryable, tokenHash: string, files: KycDocument[]) {
      await q.query('update sandbox_kyc_sessions set files = $2, uploads = uploads + 1 where token_hash = $1', [
        tokenHash,
        JSON.stringify(files),
      ]);
    },
    async markSubmitted(q: Queryable, tokenHash: string, caseId: string) {
      await q.query(`update sandbox_kyc_sessions set status = 'submitted', case_id = $2 where token_hash = $1`, [
        tokenHash,
        caseId,
      ]);
    },
    async queueEvent(q: Queryable, e: { eventId: string; payload: string; delayMs: number }) {
      await q.query(
        `insert into sandbox_kyc_deliveries (event_id, payload, next_attempt_at)
         values ($1, $2, now() + make_interval(secs => $3::double precision / 1000))`,
        [e.eventId, e.payload, e.delayMs],
      );
    },
    /** Leases due deliveries for a minute (SKIP LOCKED: several instances never send the same one at once). */
    async leaseDue(q: Queryable, limit: number): Promise<DueKycDelivery[]> {
      const rows = await q.query<DueKycDelivery & { seq: string }>(
        `update sandbox_kyc_deliveries set next_attempt_at = now() + interval '1 minute'
          where id in (select id from sandbox_kyc_deliveries where status = 'pending' and next_attempt_at <= now()
                        order by next_attempt_at, seq limit $1 for update skip locked)
          returning id, event_id, payload, attempts, seq::text as seq`,
        [limit],
      );
      // in the order they were queued (UPDATE … RETURNING keeps no order of its own)
      return rows
        .sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1))
        .map(({ seq: _seq, ...delivery }) => delivery);
    },
    async markDelivered(q: Queryable, id: string) {
      await q.query(`update sandbox_kyc_deliveries set status = 'delivered', attempts = attempts + 1 where id = $1`, [
        id,
      ]);
    },
    markAttemptFailed: (q: Queryable, id: string, error: string, retryInMs: number | null) =>
      markDeliveryAttemptFailed(q, 'sandbox_kyc_deliveries', id, error, retryInMs),
  };
}

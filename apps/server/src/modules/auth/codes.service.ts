import { ONE_TIME_CODE_LENGTH } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { keyedHash, randomDigits, safeEqual } from '../../lib/secrets.ts';
import { tooManyRequests } from '../../domain/result.ts';
import type { CodePurpose, CodesRepository } from './codes.repository.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;
export const RESEND_MIN_INTERVAL_MS = 60_000;
export const MAX_CODES_PER_HOUR = 5;

export type CodeCheck = 'ok' | 'wrong' | 'invalid';

/**
 * E-mailed one-time codes: 6 digits from a secure source, stored as a keyed hash, 10-minute life, single use,
 * at most 5 tries; a new code replaces the old one, at most one a minute and five an hour.
 */
export function createCodesService(deps: { codesRepository: CodesRepository; clock: Clock; secret: string }) {
  const repo = deps.codesRepository;
  const hashOf = (userId: string, purpose: CodePurpose, code: string) =>
    keyedHash(deps.secret, `${purpose}:${userId}:${code}`);
  return {
    ttlMinutes: CODE_TTL_MS / 60_000,
    /** Issues a code inside the caller's transaction and returns it for the e-mail; 429 when sent too often. */
    async issue(q: Queryable, userId: string, purpose: CodePurpose): Promise<string> {
      const now = deps.clock.now();
      const recent = await repo.issuedSince(q, userId, purpose, new Date(now.getTime() - 3_600_000));
      if (recent.last && now.getTime() - recent.last.getTime() < RESEND_MIN_INTERVAL_MS) {
        tooManyRequests((RESEND_MIN_INTERVAL_MS - (now.getTime() - recent.last.getTime())) / 1000);
      }
      if (recent.count >= MAX_CODES_PER_HOUR) tooManyRequests(3600);
      const code = randomDigits(ONE_TIME_CODE_LENGTH);
      await repo.issue(q, {
        userId,
        purpose,
        codeHash: hashOf(userId, purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      });
      return code;
    },
    /**
     * Checks a code. The caller must commit before refusing, so a wrong try is counted:
     * 'wrong' → -30 (tries remain), 'invalid' → -72 (expired, used, replaced or out of tries).
     */
    async check(q: Queryable, userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
      const row = await repo.latestForUpdate(q, userId, purpose);
      if (!row || row.consumed_at || row.attempts >= CODE_MAX_TRIES) return 'invalid';
      if (row.expires_at.getTime() <= deps.clock.now().getTime()) return 'invalid';
      const hash = hashOf(userId, purpose, code);
      if (!safeEqual(row.code_hash, hash)) {
        await repo.countAttempt(q, row.id);
        // A code that a newer one replaced is "invalid" (-72), not "wrong" (-30): the trader should use the new mail.
        return (await repo.isEarlier(q, userId, purpose, hash, row.id)) ? 'invalid' : 'wrong';
      }
      await repo.consume(q, row.id);
      return 'ok';
    },
  };
}
export type CodesService = ReturnType<typeof createCodesService>;

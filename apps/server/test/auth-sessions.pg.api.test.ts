import { describe, expect, it } from 'vitest';
import { manualClock } from '../src/lib/clock.ts';
import { REFRESH_REUSE_GRACE_MS } from '../src/modules/auth/sessions.service.ts';
import { useTestApp } from './test-app.ts';
import { expectToken, refresh, signUp } from './auth-helpers.ts';

// Runs in the api-postgres project only (*.pg.api.test.ts): PGlite has one connection, so no real race.
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('sessions: concurrent use of one refresh token (PostgreSQL)', () => {
  const clock = manualClock();
  const t = useTestApp({ clock });

  const revokeReason = async (token: string) =>
    (
      await t.db.query<{ revoke_reason: string | null }>('select revoke_reason from sessions where id = $1', [
        claimsOf(token).sid,
      ])
    )[0]?.revoke_reason;

  it('on PostgreSQL, 20 concurrent refreshes all answer 0 with the same new pair; the trader stays signed in', async () => {
    expect(t.dialect).toBe('postgres');
    const s = await signUp(t);
    const replies = await Promise.all(Array.from({ length: 20 }, () => refresh(t, s.refreshToken)));
    expect(replies.map((r) => r.result)).toEqual(Array<number>(20).fill(0));
    const pairs = new Set(replies.map((r) => JSON.stringify(r.data)));
    expect(pairs.size).toBe(1);
    const pair = replies[0]!.data;
    expect(pair.refreshToken).not.toBe(s.refreshToken);
    await expectToken(t, pair.token, 0);
    expect(await revokeReason(s.token)).toBeNull();
    const next = await refresh(t, pair.refreshToken);
    expect(next.result).toBe(0);
    await expectToken(t, next.data.token, 0);
  });

  it('on PostgreSQL, a reuse after the grace window still revokes the family', async () => {
    const s = await signUp(t);
    const replies = await Promise.all(Array.from({ length: 5 }, () => refresh(t, s.refreshToken)));
    expect(replies.map((r) => r.result)).toEqual(Array<number>(5).fill(0));
    const pair = replies[0]!.data;
    clock.advance(REFRESH_REUSE_GRACE_MS);
    expect((await refresh(t, s.refreshToken)).result).toBe(-51);
    await expectToken(t, pair.token, -17);
    expect((await refresh(t, pair.refreshToken)).result).toBe(-51);
    expect(await revokeReason(s.token)).toBe('refresh token reuse');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { expectToken, refresh, signUp } from './auth-helpers.ts';

// Runs in the api-postgres project only (*.pg.api.test.ts): PGlite has one connection, so no real race.
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('sessions: concurrent use of one refresh token (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('on PostgreSQL, 10 concurrent refreshes: exactly one wins, the rest count as reuse and end the family', async () => {
    expect(t.dialect).toBe('postgres');
    const s = await signUp(t);
    const replies = await Promise.all(Array.from({ length: 10 }, () => refresh(t, s.refreshToken)));
    const results = replies.map((r) => r.result).sort((a, b) => b - a);
    expect(results).toEqual([0, ...Array<number>(9).fill(-51)]);
    const winner = replies.find((r) => r.result === 0)!;
    expect((await refresh(t, winner.data.refreshToken)).result).toBe(-51);
    await expectToken(t, winner.data.token, -17);
    const [session] = await t.db.query<{ revoke_reason: string }>('select revoke_reason from sessions where id = $1', [
      claimsOf(s.token).sid,
    ]);
    expect(session?.revoke_reason).toBe('refresh token reuse');
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import { as, type Trader } from './buying-helpers.ts';
import { newTrader, rawCall } from './http-helpers.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * Identity documents cannot pile up: a replaced file is deleted from disk, a verification session takes a bounded
 * number of uploads, and a trader starts a bounded number of sessions a day (429/-10 with the wait).
 */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]),
  Buffer.alloc(64 * 1024, 7),
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const userId = async (who: Trader) =>
  (await t.db.query<{ id: string }>('select id from users where email = $1', [who.email]))[0]!.id;
const documentsDir = () => join(t.config.dataDir, 'kyc-documents');
const filesOnDisk = () => (existsSync(documentsDir()) ? readdirSync(documentsDir()) : []);
const start = (who: Trader) =>
  call<{ token: string; retryAfterSeconds?: number }>(t, 'POST', ApiPath.proofOfIdentity, {
    ...as(who),
    body: { country: 'DE', processId: null },
  });
const upload = (token: string, slot: string, name: string) =>
  rawCall(t, {
    method: 'PUT',
    url: `/kyc/sandbox/api/files/${slot}`,
    payload: PNG,
    headers: { 'content-type': 'application/octet-stream', 'x-kyc-token': token, 'x-file-name': name },
  });
const session = async (token: string) =>
  (await rawCall(t, { method: 'GET', url: '/kyc/sandbox/api/session', headers: { 'x-kyc-token': token } })).json as {
    files: { slot: string; fileName: string }[];
  };

describe('KYC uploads and sessions are bounded', () => {
  it('keeps one file on disk per slot however often it is replaced, and caps the uploads of a session', async () => {
    const who = await newTrader(t);
    const s = await start(who);
    expect(s.result).toBe(ResultCode.Ok);
    const before = filesOnDisk().length;
    const answers: number[] = [];
    for (let i = 1; i <= 30; i++) answers.push((await upload(s.data.token, 'front', `front-${i}.png`)).status);
    const taken = answers.filter((a) => a === 200).length;
    expect(taken).toBe(20);
    expect(answers.slice(0, 20).every((a) => a === 200)).toBe(true);
    const refused = await upload(s.data.token, 'front', 'front-31.png');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ result: ResultCode.TechnicalError, error: 'tooManyUploads' });
    // what the session lists is what the disk holds: the last file taken
    expect((await session(s.data.token)).files).toEqual([{ slot: 'front', fileName: 'front-20.png' }]);
    expect(filesOnDisk().length - before).toBe(1);
  });

  it('deletes a file when its slot takes another, the other slots kept', async () => {
    const who = await newTrader(t);
    const s = await start(who);
    const before = filesOnDisk().length;
    for (const [slot, name] of [
      ['front', 'a.png'],
      ['selfie', 'b.png'],
      ['front', 'c.png'],
      ['selfie', 'd.png'],
      ['back', 'e.png'],
    ])
      expect((await upload(s.data.token, slot!, name!)).status).toBe(200);
    expect(filesOnDisk().length - before).toBe(3);
    expect((await session(s.data.token)).files.map((f) => f.fileName).sort()).toEqual(['c.png', 'd.png', 'e.png']);
  });

  it('lets a trader start 10 sessions a day: the next is 429/-10 with the wait', async () => {
    const who = await newTrader(t);
    const other = await newTrader(t);
    const results: number[] = [];
    for (let i = 0; i < 20; i++) results.push((await start(who)).status);
    expect(results.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(results.slice(10)).toEqual(Array(10).fill(429));
    const refused = await start(who);
    expect(refused.result).toBe(ResultCode.TechnicalError);
    expect(refused.data.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect(Number(refused.headers['retry-after'])).toBe(refused.data.retryAfterSeconds);
    const sessions = await t.db.query<{ n: number }>(
      'select count(*)::int as n from sandbox_kyc_sessions where reference = $1',
      [await userId(who)],
    );
    expect(sessions[0]!.n).toBe(10); // no session opened at the provider for a refused start
    expect((await start(other)).result).toBe(ResultCode.Ok); // another trader is not affected
    // a day later the trader may start again
    await t.db.query(`update kyc_session_starts set started_at = started_at - interval '1 day' where user_id = $1`, [
      await userId(who),
    ]);
    expect((await start(who)).result).toBe(ResultCode.Ok);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { rawCall } from './http-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Every captured line of a request, parsed, by its request id. */
function capturedLog() {
  const lines: string[] = [];
  const of = (reqId: unknown) =>
    lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === reqId);
  return { lines, of, stream: { write: (line: string) => void lines.push(line) } };
}

const faultyGeo = {
  countryOf: () => {
    throw new Error('geo database exploded');
  },
};
const FAULT = '/api/common/v1/GeolocationInfo';

describe('one access line per request', () => {
  let t: TestApp;
  let quiet: TestApp;
  const log = capturedLog();
  const quietLog = capturedLog();
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream, geo: faultyGeo });
    quiet = await createTestApp({ env: { LOG_LEVEL: 'warn' }, logStream: quietLog.stream, geo: faultyGeo });
  });
  afterAll(() => Promise.all([t?.close(), quiet?.close()]));

  it('at info: "request completed" once, with the request, its status and time; no "incoming request"', async () => {
    const r = await rawCall(t, { url: '/api/common/v1/brand?token=Secret123abc&lang=en', ip: '203.0.113.9' });
    expect(r.status).toBe(200);
    const lines = log.of(r.headers['x-request-id']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/common/v1/brand?token=[REDACTED]&lang=en', remoteAddress: '203.0.113.9' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(log.lines.join('')).not.toContain('incoming request');
    expect(log.lines.join('')).not.toContain('Secret123abc');
  });

  it('at info: a refusal and a 404 have their one line with their status', async () => {
    const refused = await rawCall(t, { url: '/api/TraderAccount/v1', headers: { authorization: 'Bearer nope' } });
    expect(refused.status).toBe(401);
    expect(log.of(refused.headers['x-request-id']).filter((l) => l.msg === 'request completed')).toMatchObject([
      { res: { statusCode: 401 }, req: { url: '/api/TraderAccount/v1' } },
    ]);
    const missing = await rawCall(t, { url: '/api/nothing/v1/here' });
    expect(missing.status).toBe(404);
    expect(log.of(missing.headers['x-request-id']).filter((l) => l.msg === 'request completed')).toMatchObject([
      { res: { statusCode: 404 }, req: { url: '/api/nothing/v1/here' } },
    ]);
  });

  it('a fault (500) writes its error line and the access line, at info; at warn the error line alone', async () => {
    const r = await rawCall(t, { url: FAULT });
    expect([r.status, r.json.result]).toEqual([500, ResultCode.SystemError]);
    const lines = log.of(r.headers['x-request-id']);
    expect(lines.filter((l) => l.level === 50)).toMatchObject([{ err: { message: 'geo database exploded' } }]);
    expect(lines.filter((l) => l.msg === 'request completed')).toMatchObject([{ res: { statusCode: 500 } }]);

    const q = await rawCall(quiet, { url: FAULT });
    expect(q.status).toBe(500);
    const quietLines = quietLog.of(q.headers['x-request-id']);
    expect(quietLines.map((l) => l.level)).toEqual([50]);
    const ok = await rawCall(quiet, { url: '/api/common/v1/brand' });
    expect(ok.status).toBe(200);
    expect(quietLog.of(ok.headers['x-request-id'])).toEqual([]);
  });
});

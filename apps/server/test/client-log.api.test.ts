import { describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { call, useTestApp } from './test-app.ts';
import { nextAddress, rawCall } from './http-helpers.ts';

const path = '/api/log/v1';
const report = {
  message: 'TypeError: cannot read properties of undefined',
  stack: 'at Dashboard (dashboard/js/home.js:1:200)',
  url: 'https://localhost/dashboard/home',
  userAgent: 'Mozilla/5.0',
  appVersion: '1.1.232',
  context: { route: '/dashboard/home', attempt: 2, online: true, note: null },
};

describe('client log: POST /api/log/v1', () => {
  const t = useTestApp();

  it('accepts a report with each level, and without one', async () => {
    const ip = nextAddress();
    for (const body of [report, { ...report, level: 'warn' }, { ...report, level: 'info' }, { message: 'x' }]) {
      const r = await call(t, 'POST', path, { body, ip });
      expect(r.status).toBe(200);
      expect(r.result).toBe(ResultCode.Ok);
      expect(r.data).toBeNull();
    }
  });

  it('answers 400 with -200 for a bad level or a report without a message', async () => {
    const ip = nextAddress();
    for (const body of [{ ...report, level: 'fatal' }, { ...report, level: 3 }, { stack: 'x' }, { message: '' }]) {
      const r = await call<{ issues: { path: string }[] }>(t, 'POST', path, { body, ip });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.result).toBe(ResultCode.RequestIsNotValid);
    }
    const bad = await call<{ issues: { path: string }[] }>(t, 'POST', path, {
      body: { ...report, level: 'fatal' },
      ip,
    });
    expect(bad.data.issues.map((i) => i.path)).toEqual(['body.level']);
  });

  it('answers 413 for a report over 16 KiB, though the API takes larger bodies elsewhere', async () => {
    const payload = JSON.stringify({ message: 'big', stack: 'x'.repeat(17 * 1024) });
    const r = await rawCall(t, {
      method: 'POST',
      url: path,
      payload,
      ip: nextAddress(),
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(413);
    expect(r.json.result).toBe(ResultCode.RequestIsNotValid);
    const justUnder = JSON.stringify({ message: 'big', stack: 'x'.repeat(7900) });
    const ok = await rawCall(t, {
      method: 'POST',
      url: path,
      payload: justUnder,
      ip: nextAddress(),
      headers: { 'content-type': 'application/json' },
    });
    expect(ok.status).toBe(200);
  });

  it('answers 429 after 30 reports a minute from one address, and not for another address', async () => {
    const ip = nextAddress();
    const replies = [];
    for (let i = 0; i < 30; i++) replies.push(await call(t, 'POST', path, { body: { message: `n${i}` }, ip }));
    expect(replies.map((r) => r.status)).toEqual(Array(30).fill(200));
    const limited = await call<{ retryAfterSeconds: number }>(t, 'POST', path, { body: { message: 'n30' }, ip });
    expect(limited.status).toBe(429);
    expect(limited.result).toBe(ResultCode.TechnicalError);
    expect(limited.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.data.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await call(t, 'POST', path, { body: { message: 'other' }, ip: nextAddress() });
    expect(other.status).toBe(200);
  });

  it('answers -900 on a host that belongs to no brand', async () => {
    const r = await call(t, 'POST', path, { body: report, host: 'unknown.example', ip: nextAddress() });
    expect(r.result).toBe(ResultCode.BrandIsNotSetUp);
  });
});

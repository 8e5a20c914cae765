import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { as, type Trader } from './buying-helpers.ts';
import { boughtAccount, hours, pushOk, startAccountAt, trade, type Account } from './evaluation-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { listening } from './live-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type Raw = { status: number; body: string; headers: [string, string][] };

/** A GET over a real connection (the fast path is in front of Fastify's handler, which `inject` calls directly). */
function get(base: string, path: string, who: { token?: string; host?: string; ip?: string }, extra = {}) {
  return new Promise<Raw>((resolve, reject) => {
    const req = request(new URL(path, base), {
      headers: {
        host: who.host ?? 'localhost',
        [SITE_VERSION_HEADER]: SITE_VERSION,
        ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
        ...(who.ip ? { 'x-forwarded-for': who.ip } : {}),
        ...extra,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode!, body, headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('hot reads answered before Fastify', () => {
  let t: TestApp;
  let base: string;
  let alice: Trader;
  let account: Account;

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    base = await listening(t.app);
    alice = await newTrader(t);
    account = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await startAccountAt(t, account, new Date(Date.now() - hours(6)).toISOString());
    await pushOk(t, account, trade(new Date(Date.now() - hours(5)).toISOString(), { profit: 1_000 }));
  });
  afterAll(() => t.close());

  it('dump', async () => {
    for (const path of [ApiPath.traderAccounts, ApiPath.tradingMetrics.replace(':id', account.id)]) {
      for (let i = 0; i < 3; i++) {
        const before = t.app.hotReads.stats.served;
        const r = await get(base, path, as(alice));
        console.log(path, i, t.app.hotReads.stats.served - before, r.status, JSON.stringify(r.headers), r.body.slice(0, 80));
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { REFUSALS_PER_WINDOW } from '../src/http/refusal-limit.ts';
import { call, useTestApp } from './test-app.ts';
import { expectTooMany, nextIp } from './auth-helpers.ts';

// Every refused credential counts against its address, whichever layer refused it (docs/security.md).
describe('refused credentials are rate-limited per address', () => {
  const t = useTestApp();

  const wrongAdminKey = (ip: string) =>
    call(t, 'POST', ApiPath.adminTraderAccountStatus.replace(':id', 'acc-1'), {
      ip,
      body: { status: 15, reason: 'x' },
      headers: { 'x-api-key': `pk_${'w'.repeat(43)}` },
    });
  const unsignedPush = (ip: string, path: string = ApiPath.bridgeEvents) =>
    call(t, 'POST', path, { ip, body: { platformId: 'x', login: '1', events: [] } });

  it(`wrong x-api-key: ${REFUSALS_PER_WINDOW} answer 401, then the address gets 429 for everything; others are not affected`, async () => {
    const ip = nextIp();
    for (let i = 0; i < REFUSALS_PER_WINDOW; i++) expect((await wrongAdminKey(ip)).status).toBe(401);
    expectTooMany(await wrongAdminKey(ip), 60);
    expectTooMany(await call(t, 'GET', ApiPath.brand, { ip }), 60);
    expect((await wrongAdminKey(nextIp())).status).toBe(401);
    expect((await call(t, 'GET', ApiPath.brand, { ip: nextIp() })).result).toBe(0);
  });

  it('unsigned bridge pushes (exempt from the per-address limiter) are limited as refusals', async () => {
    const ip = nextIp();
    for (let i = 0; i < REFUSALS_PER_WINDOW; i++) expect((await unsignedPush(ip)).status).toBe(400);
    expectTooMany(await unsignedPush(ip), 60);
  });

  it('unsigned payment webhooks and invalid bearer tokens count too', async () => {
    const ip = nextIp();
    const webhook = ApiPath.paymentWebhook.replace(':provider', 'sandbox');
    for (let i = 0; i < REFUSALS_PER_WINDOW / 2; i++) expect((await unsignedPush(ip, webhook)).status).toBe(400);
    for (let i = 0; i < REFUSALS_PER_WINDOW / 2; i++)
      expect((await call(t, 'GET', ApiPath.personalData, { ip, token: 'not-a-token' })).status).toBe(401);
    expectTooMany(await call(t, 'GET', ApiPath.personalData, { ip, token: 'not-a-token' }), 60);
  });
});

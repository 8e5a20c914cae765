import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, type AdminBrand } from '@portal/contract';
import { createTestApp, type TestApp } from './test-app.ts';
import { newTrader } from './http-helpers.ts';
import { adminCall, brandId, newOperator, signedInOperator, type Agent } from './admin-helpers.ts';
import { actOnCheckout, deliverWebhooks, findPackage, createOrderV2 } from './buying-helpers.ts';

/**
 * The affiliate postback template is typed by a brand's administrator and called by the server: it reaches public
 * addresses only. Refused when saved if its host is written as a forbidden address (in any form the
 * URL parser takes), and refused again where the connection is made — a name resolving to loopback, a template
 * stored before the check — without retries; redirects are not followed. Loopback is allowed only with
 * OUTGOING_REQUESTS_ALLOW_LOOPBACK (never in production: startup-checks.api.test.ts).
 */

/** A receiver on this machine that counts what reaches it; /redirect answers 302 to `redirectTo`. */
async function receiver(redirectTo?: () => string): Promise<{ server: Server; port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url?.startsWith('/redirect') && redirectTo) res.writeHead(302, { location: redirectTo() }).end();
    else res.writeHead(200).end('OK');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

function postbackSuite(t: () => TestApp) {
  let owner: Agent;
  let northwindId: string;
  let pkg: string;
  const brandUrl = (id: string) => ApiPath.adminBrand.replace(':id', id);
  return {
    async setUp() {
      owner = await signedInOperator(t(), await newOperator(t(), 'owner'));
      northwindId = await brandId(t(), 'northwind');
      pkg = (await findPackage(t(), 'Two-Step Challenge 50K', 'northwind-webtrader')).id;
    },
    save: (value: string | null) =>
      adminCall<AdminBrand>(t(), 'POST', brandUrl(northwindId), {
        agent: owner,
        body: { affiliatePostbackUrl: value },
      }),
    saved: async () =>
      (await adminCall<AdminBrand>(t(), 'GET', brandUrl(northwindId), { agent: owner })).data.affiliatePostbackUrl,
    /** A template stored as it is, past the console's check (one saved before the check existed). */
    store: (value: string) =>
      t().db.query(
        `update brands set settings = settings || jsonb_build_object('affiliatePostbackUrl', $2::text) where id = $1`,
        [northwindId, value],
      ),
    /** A paid sale with a click: its postback is queued; returns the order's id. */
    async sale(): Promise<string> {
      const who = await newTrader(t());
      const created = await createOrderV2(t(), who, pkg, { clickId: 'click-1' });
      expect(created.result).toBe(ResultCode.Ok);
      await actOnCheckout(t(), created.data.checkoutUrl, 'pay');
      await deliverWebhooks(t());
      return created.data.order.id;
    },
    /** The order's postback queued again with `url`, as the queue holds it. */
    async requeue(orderId: string, url: string) {
      await t().db.query('delete from affiliate_postbacks where order_id = $1', [orderId]);
      await t().db.query(`insert into affiliate_postbacks (brand_id, order_id, url) values ($1, $2, $3)`, [
        northwindId,
        orderId,
        url,
      ]);
    },
    async drain() {
      for (let i = 0; i < 3; i++) await t().app.modules.affiliate.services.postbackDispatcher.flush();
    },
    postback: async (orderId: string) =>
      (
        await t().db.query<{ status: string; attempts: number; last_error: string | null }>(
          'select status, attempts, last_error from affiliate_postbacks where order_id = $1',
          [orderId],
        )
      )[0],
  };
}

describe('affiliate postbacks reach public addresses only (the default)', () => {
  let t: TestApp;
  let net: Awaited<ReturnType<typeof receiver>>;
  const s = postbackSuite(() => t);

  beforeAll(async () => {
    net = await receiver();
    t = await createTestApp();
    await s.setUp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    net.server.close();
  });
  beforeEach(() => {
    net.hits.length = 0;
  });

  it('refuses on save, with -200 on the field, a template naming this machine or a private network in any form', async () => {
    const kept = 'https://track.example/pb?cid={clickId}';
    expect((await s.save(kept)).status).toBe(200);
    const P = net.port;
    for (const template of [
      `http://0x7f000001:${P}/pb?cid={clickId}`,
      `http://127.1:${P}/pb?cid={clickId}`,
      `http://2130706433:${P}/pb?cid={clickId}`,
      `http://0177.0.0.1:${P}/pb`,
      `http://localhost:${P}/pb`,
      `http://tracker.localhost/pb`,
      `http://[::1]:${P}/pb`,
      `http://[::ffff:127.0.0.1]:${P}/pb`,
      `http://[::ffff:7f00:1]:${P}/pb`,
      'http://127.0.0.1:5432/',
      'http://10.0.0.8/pb',
      'http://172.16.4.2/pb',
      'http://192.168.1.1/pb',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/pb',
      'http://224.0.0.1/pb',
      'http://[fe80::1]/pb',
      'http://[fd00::1]/pb',
      'http://[::]/pb',
      'ftp://track.example/pb',
    ]) {
      const r = await s.save(template);
      expect(r.status, template).toBe(400);
      expect(r.result, template).toBe(ResultCode.RequestIsNotValid);
      expect(JSON.stringify(r.data), template).toContain('affiliatePostbackUrl');
      expect(await s.saved(), template).toBe(kept);
    }
  });

  it('calls none of them on a sale: checked where the connection is made, given up at once (no retries)', async () => {
    const portal = await receiver(); // stands in for the portal's own port: /health
    try {
      await s.store(`http://0x7f000001:${net.port}/pb?cid={clickId}`);
      const orderId = await s.sale();
      await s.drain();
      expect(net.hits).toEqual([]);
      expect(await s.postback(orderId)).toMatchObject({ status: 'failed', attempts: 1 });

      const P = net.port;
      for (const url of [
        `http://127.1:${P}/pb`,
        `http://2130706433:${P}/pb`,
        `http://localhost:${P}/pb`,
        `http://[::ffff:127.0.0.1]:${P}/pb`,
        `http://127.0.0.1:${portal.port}/health`,
        'http://127.0.0.1:5432/',
        'http://10.0.0.8/pb',
        'http://169.254.169.254/latest/meta-data/',
        'http://0.0.0.0/pb',
        'http://[fd00::1]/pb',
      ]) {
        await s.requeue(orderId, url);
        await s.drain();
        const row = await s.postback(orderId);
        expect(row, url).toMatchObject({ status: 'failed', attempts: 1 });
        expect(row?.last_error, url).toMatch(/not called/);
      }
      expect(net.hits).toEqual([]);
      expect(portal.hits).toEqual([]);
    } finally {
      portal.server.close();
    }
  });
});

describe('affiliate postbacks with OUTGOING_REQUESTS_ALLOW_LOOPBACK (development and tests)', () => {
  let t: TestApp;
  let net: Awaited<ReturnType<typeof receiver>>;
  let elsewhere: Awaited<ReturnType<typeof receiver>>;
  const s = postbackSuite(() => t);

  beforeAll(async () => {
    elsewhere = await receiver();
    net = await receiver(() => `http://127.0.0.1:${elsewhere.port}/landed`);
    t = await createTestApp({ env: { OUTGOING_REQUESTS_ALLOW_LOOPBACK: 'true' } });
    await s.setUp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    net.server.close();
    elsewhere.server.close();
  });

  it('takes and calls a receiver on this machine; private and link-local addresses stay refused', async () => {
    const template = `http://127.0.0.1:${net.port}/pb?cid={clickId}`;
    expect((await s.save(template)).status).toBe(200);
    for (const refused of ['http://10.0.0.8/pb', 'http://169.254.169.254/latest/meta-data/', 'http://[fd00::1]/pb'])
      expect((await s.save(refused)).status, refused).toBe(400);
    expect(await s.saved()).toBe(template);
    const orderId = await s.sale();
    await s.drain();
    expect(net.hits).toEqual(['/pb?cid=click-1']);
    expect(await s.postback(orderId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('follows no redirect: a 302 to another port is an unsuccessful answer, and that port hears nothing', async () => {
    net.hits.length = 0;
    await s.save(`http://127.0.0.1:${net.port}/redirect?cid={clickId}`);
    const orderId = await s.sale();
    await s.drain();
    expect(net.hits).toEqual(['/redirect?cid=click-1']);
    expect(elsewhere.hits).toEqual([]);
    expect(await s.postback(orderId)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'answered HTTP 302' });
  });
});

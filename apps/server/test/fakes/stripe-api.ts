import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local fake of the parts of Stripe's API the portal's adapter calls, with the request and reply shapes of
 * Stripe's API reference (form-encoded requests with bracketed keys, `Idempotency-Key`, JSON objects with `object`,
 * errors as `{ error: { type, message } }` with Stripe's status codes), and webhooks signed the way Stripe signs them
 * (the SDK's own `generateTestHeaderString`). It lives with the tests: the product never runs it.
 *
 * The test plays the customer (`pay`, `payLater`, `failLater`, `abandon`) and Stripe's delivery (`deliver`).
 */
export type FakeSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  expires_at: number;
  livemode: false;
  /** what the fake was asked, for the tests' assertions */
  line_items_requested: unknown;
};
type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
};

/** Stripe's form encoding back into an object: `a[b][0][c]=1` → { a: { b: [{ c: '1' }] } }. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let at: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) at[part] = value;
      else at = (at[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => resolve(text));
  });

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startStripeFake(options: { secretKey: string; webhookSecret: string; port?: number }) {
  const sessions = new Map<string, FakeSession>();
  const refunds = new Map<string, FakeRefund>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const calls: { method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string }[] = [];
  const webhooks = Stripe.webhooks;
  let webhookUrl: string | undefined;
  let nowSeconds = () => Math.floor(Date.now() / 1000);

  const error = (status: number, type: string, message: string) => ({ status, body: { error: { type, message } } });

  function answer(method: string, path: string, body: Record<string, unknown>, query: URLSearchParams) {
    if (method === 'GET' && path === '/v1/balance')
      return {
        status: 200,
        body: { object: 'balance', available: [{ amount: 0, currency: 'usd' }], pending: [], livemode: false },
      };
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = body.line_items as { price_data: { currency: string; unit_amount: string }; quantity: string }[];
      const item = items?.[0];
      if (!item || !body.success_url) return error(400, 'invalid_request_error', 'Missing required param: line_items.');
      const session: FakeSession = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: (body.client_reference_id as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        amount_total: Number(item.price_data.unit_amount) * Number(item.quantity),
        currency: item.price_data.currency,
        payment_intent: null,
        success_url: body.success_url as string,
        cancel_url: body.cancel_url as string,
        url: '',
        expires_at: Number(body.expires_at ?? nowSeconds() + 86_400),
        livemode: false,
        line_items_requested: items,
      };
      session.url = `${base()}/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const pi = query.get('payment_intent');
      const data = [...sessions.values()].filter((s) => !pi || s.payment_intent === pi);
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' } };
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      if (!session) return error(404, 'invalid_request_error', `No such checkout.session: '${sessionPath[1]}'`);
      if (method === 'GET') return { status: 200, body: session };
      if (session.status !== 'open')
        return error(400, 'invalid_request_error', 'Only Checkout Sessions with a status in ["open"] can be expired.');
      session.status = 'expired';
      session.url = null;
      return { status: 200, body: session };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = body.payment_intent as string;
      const session = [...sessions.values()].find((s) => s.payment_intent === pi);
      if (!session || session.payment_status !== 'paid')
        return error(400, 'invalid_request_error', `No such payment_intent: '${pi}'`);
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        amount: Number(body.amount ?? session.amount_total),
        currency: session.currency,
        payment_intent: pi,
        status: 'succeeded',
        metadata: (body.metadata as Record<string, string>) ?? {},
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await bodyOf(req);
    if (req.method === 'GET' && url.pathname.startsWith('/c/pay/')) {
      const session = sessions.get(url.pathname.slice('/c/pay/'.length));
      res.writeHead(session ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>Stripe Checkout (test fake)</title><h1>Pay ${session?.amount_total ?? ''} ${session?.currency ?? ''}</h1>`,
      );
      return;
    }
    const body = parseStripeForm(text);
    const key = req.headers['idempotency-key'] as string | undefined;
    calls.push({ method: req.method ?? '', path: url.pathname, body, ...(key ? { idempotencyKey: key } : {}) });
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== `Bearer ${options.secretKey}`)
      return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    const seen = key && idempotent.get(`${req.method} ${url.pathname} ${key}`);
    if (seen) return reply(seen.status, seen.body);
    const result = answer(req.method ?? '', url.pathname, body, url.searchParams);
    if (key && result.status < 500) idempotent.set(`${req.method} ${url.pathname} ${key}`, result);
    reply(result.status, result.body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = () => `http://127.0.0.1:${port}`;

  /** An event as Stripe sends it, and its signature header (the SDK's helper; `secret` to sign it wrongly). */
  function signed(type: string, object: unknown, opts: { secret?: string; timestamp?: number } = {}) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const header = webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? options.webhookSecret,
      timestamp: opts.timestamp ?? nowSeconds(),
    });
    return { event, payload, header };
  }

  function session(sessionId: string): FakeSession {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`fake stripe: no session ${sessionId}`);
    return s;
  }

  return {
    url: base(),
    calls,
    sessions,
    refunds,
    /** where `deliver` posts (the portal's webhook endpoint) */
    setWebhookUrl: (url: string) => void (webhookUrl = url),
    setNow: (seconds: () => number) => void (nowSeconds = seconds),
    signed,
    /** The customer pays by card: the session completes paid (a PaymentIntent and its charge exist). */
    pay(sessionId: string) {
      const s = session(sessionId);
      if (s.status !== 'open') throw new Error(`fake stripe: session ${sessionId} is ${s.status}`);
      Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: id('pi') });
      return signed('checkout.session.completed', s);
    },
    /** A delayed method: the session completes unpaid, then `settle` confirms or fails it. */
    payLater(sessionId: string) {
      const s = session(sessionId);
      Object.assign(s, { status: 'complete', payment_status: 'unpaid', payment_intent: id('pi') });
      return signed('checkout.session.completed', s);
    },
    settle(sessionId: string, ok: boolean) {
      const s = session(sessionId);
      if (ok) s.payment_status = 'paid';
      return signed(ok ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed', s);
    },
    /** The session's time runs out unpaid. */
    abandon(sessionId: string) {
      const s = session(sessionId);
      Object.assign(s, { status: 'expired', url: null });
      return signed('checkout.session.expired', s);
    },
    /** Stripe's `charge.refunded` for a refunded session's charge (the Charge object, as the API reference shows it). */
    chargeRefunded(sessionId: string, amountRefunded?: number) {
      const s = session(sessionId);
      const refund = [...refunds.values()].find((r) => r.payment_intent === s.payment_intent);
      return signed('charge.refunded', {
        id: id('ch'),
        object: 'charge',
        amount: s.amount_total,
        amount_captured: s.amount_total,
        amount_refunded: amountRefunded ?? s.amount_total,
        currency: s.currency,
        payment_intent: s.payment_intent,
        refunded: (amountRefunded ?? s.amount_total) === s.amount_total,
        metadata: {},
        refunds: { object: 'list', data: refund ? [refund] : [], has_more: false },
      });
    },
    /** Posts a signed event to the portal, as Stripe delivers it. */
    async deliver(delivery: { payload: string; header: string }, init: { host?: string } = {}) {
      if (!webhookUrl) throw new Error('fake stripe: no webhook url');
      return fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': delivery.header,
          ...(init.host ? { host: init.host } : {}),
        },
        body: delivery.payload,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;

import { createHmac } from 'node:crypto';
import type { Clock } from './clock.ts';
import { safeEqual } from './secrets.ts';

/**
 * The signing scheme of every server-to-server push we take in (payment webhooks, the trading platform's
 * bridge): `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>` over the exact raw body
 * (docs/decisions/009-buying-and-payments.md). The timestamp is signed, so a captured request cannot be
 * replayed once it is older than the tolerance.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = 'ok' | 'signature' | 'stale';

const mac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const signPayload = (secret: string, body: string, nowMs: number): string => {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${mac(secret, t, body)}`;
};

export function checkSignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowMs: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = parts.v1;
  if (!Number.isInteger(t) || !given) return 'signature';
  if (!safeEqual(mac(secret, t, body), given)) return 'signature';
  if (Math.abs(nowMs / 1000 - t) > toleranceSeconds) return 'stale';
  return 'ok';
}

export type SignedEventVerdict<E> =
  { ok: true; event: E } | { ok: false; reason: Exclude<SignatureCheck, 'ok'> | 'malformed' };

/**
 * A provider's check of the signed JSON pushes it sends (its `verifyWebhook`): the `header` of a push checked
 * against its raw body at the clock's time, then the body parsed and its shape checked by `isEvent`; a body that is
 * not JSON or not of that shape is 'malformed'.
 */
export function signedEventVerifier<E>(
  secret: string,
  header: string,
  clock: Clock,
  isEvent: (event: E) => boolean,
): (headers: Record<string, string | string[] | undefined>, rawBody: string) => SignedEventVerdict<E> {
  return (headers, rawBody) => {
    const given = headers[header];
    const check = checkSignature(secret, typeof given === 'string' ? given : undefined, rawBody, clock.now().getTime());
    if (check !== 'ok') return { ok: false, reason: check };
    try {
      const event = JSON.parse(rawBody) as E;
      return isEvent(event) ? { ok: true, event } : { ok: false, reason: 'malformed' };
    } catch {
      return { ok: false, reason: 'malformed' };
    }
  };
}

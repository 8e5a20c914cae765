import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../lib/secrets.ts';

/** The header the sandbox provider signs its webhooks with: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Deliveries older than this are refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

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
): 'ok' | 'signature' | 'stale' {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = parts.v1;
  if (!Number.isInteger(t) || !given) return 'signature';
  if (!safeEqual(mac(secret, t, body), given)) return 'signature';
  if (Math.abs(nowMs / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  return 'ok';
}

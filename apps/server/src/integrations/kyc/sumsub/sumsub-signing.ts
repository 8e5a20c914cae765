import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../lib/secrets.ts';

/**
 * Sumsub's App Token scheme: every API call carries `X-App-Token`, `X-App-Access-Ts` (unix seconds) and
 * `X-App-Access-Sig`, the hex HMAC-SHA256 with the secret key of ts + METHOD + path with query + body.
 */
export function sumsubRequestSignature(
  secretKey: string,
  ts: number,
  method: string,
  pathWithQuery: string,
  body: string,
): string {
  return createHmac('sha256', secretKey).update(`${ts}${method.toUpperCase()}${pathWithQuery}${body}`).digest('hex');
}

export function sumsubHeaders(
  keys: { appToken: string; secretKey: string },
  method: string,
  pathWithQuery: string,
  body: string,
  nowMs: number,
): Record<string, string> {
  const ts = Math.floor(nowMs / 1000);
  return {
    'X-App-Token': keys.appToken,
    'X-App-Access-Ts': String(ts),
    'X-App-Access-Sig': sumsubRequestSignature(keys.secretKey, ts, method, pathWithQuery, body),
  };
}

/** `X-Payload-Digest-Alg` values and the HMAC each names (HMAC_SHA1_HEX when the header is absent). */
const DIGEST_ALGORITHMS: Record<string, string> = {
  HMAC_SHA1_HEX: 'sha1',
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
};

export const sumsubPayloadDigest = (webhookSecret: string, body: string, alg = 'HMAC_SHA256_HEX') =>
  createHmac(DIGEST_ALGORITHMS[alg] ?? 'sha256', webhookSecret)
    .update(body)
    .digest('hex');

/** A webhook's `X-Payload-Digest`: the HMAC of the raw body with the webhook's secret, by its named algorithm. */
export function checkSumsubDigest(
  webhookSecret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
): boolean {
  const digest = headers['x-payload-digest'];
  const alg = headers['x-payload-digest-alg'] ?? 'HMAC_SHA1_HEX';
  if (typeof digest !== 'string' || typeof alg !== 'string' || !DIGEST_ALGORITHMS[alg]) return false;
  return safeEqual(digest.toLowerCase(), sumsubPayloadDigest(webhookSecret, body, alg));
}

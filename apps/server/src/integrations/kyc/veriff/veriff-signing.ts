import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../lib/secrets.ts';

/**
 * Veriff's scheme, both ways: a call carries `X-AUTH-CLIENT` (the integration's API key) and `X-HMAC-SIGNATURE`,
 * the hex HMAC-SHA256 with the shared secret of the request body (of the session id for a GET); its webhooks carry
 * the same two headers over the raw body they post.
 */
export const veriffSignature = (sharedSecret: string, payload: string) =>
  createHmac('sha256', sharedSecret).update(payload).digest('hex');

export function checkVeriffSignature(
  keys: { apiKey: string; sharedSecret: string },
  headers: Record<string, string | string[] | undefined>,
  body: string,
): boolean {
  const signature = headers['x-hmac-signature'];
  const client = headers['x-auth-client'];
  if (typeof signature !== 'string' || (client !== undefined && client !== keys.apiKey)) return false;
  return safeEqual(signature.toLowerCase(), veriffSignature(keys.sharedSecret, body));
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode, SITE_VERSION_HEADER } from '@portal/contract';

const parse = (v: string) => v.split('.').map((n) => Number.parseInt(n, 10) || 0);

/** True when version a is older than b (1.1.9 < 1.1.232). */
export function isOlder(a: string, b: string): boolean {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d < 0;
  }
  return false;
}

/** Whether a site version sent by a client is older than MIN_SITE_VERSION; null when none is set. */
function olderSiteOf(minVersion: string | undefined): ((sent: string) => boolean) | null {
  return minVersion ? (sent) => isOlder(sent, minVersion) : null;
}

/**
 * A client older than MIN_SITE_VERSION is told to reload the new app (SPEC §8 -999). Returns whether it answered;
 * run from the app's one onRequest hook (pipeline/api-hooks.ts).
 */
export function siteVersionCheck(
  minVersion: string | undefined,
): ((request: FastifyRequest, reply: FastifyReply) => boolean) | null {
  const older = olderSiteOf(minVersion);
  if (!older) return null;
  return (request, reply) => {
    const sent = request.headers[SITE_VERSION_HEADER];
    if (!(request.url.startsWith('/api/') && typeof sent === 'string' && older(sent))) return false;
    // Not the route's reply shape: bypass its response schema, as the error handler does for refusals.
    void reply
      .status(200)
      .serializer(JSON.stringify)
      .type('application/json; charset=utf-8')
      .send({ result: ResultCode.ForceUpdateRequired, data: { minVersion } });
    return true;
  };
}

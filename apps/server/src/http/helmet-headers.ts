import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { contentSecurityPolicy } from './security-headers.ts';

/**
 * helmet's headers, computed once. `@fastify/helmet` built helmet's middleware again for every
 * request, parsing the Content-Security-Policy each time (about an eighth of a hot read's busy time in the
 * profile), and ran two hooks. The headers do not depend on the request: helmet's own middleware is run once here
 * against a recording response, and the result set on every reply.
 */
function helmetHeaders(): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy }, crossOriginEmbedderPolicy: false })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => {
      if (err) throw err;
    },
  );
  return [...headers];
}

/**
 * Every reply carries helmet's headers, set on the raw response as the request arrives (as `@fastify/helmet` did),
 * so error replies and hijacked streams carry them too, and a route's own `reply.header` (the trader app's
 * per-brand policy, pipeline/brand-csp.ts) still takes precedence. Called from the app's one onRequest hook
 * (pipeline/api-hooks.ts).
 */
export function helmetHeaderSetter(): (raw: ServerResponse) => void {
  const headers = helmetHeaders();
  return (raw) => {
    for (const [name, value] of headers) raw.setHeader(name, value);
  };
}

import type { Scope } from '@sentry/node';
import { scrubLogValue, scrubString } from '../../lib/log-redaction.ts';
import type { ErrorReporter } from '../../http/error-reporting.ts';

const disabled: ErrorReporter = { enabled: false, report: () => undefined, flush: async () => true };

/**
 * The SDK's client for the DSN, loaded on the first report: without SENTRY_DSN nothing is imported, with it the
 * start-up does not wait for it. A client of its own (not the SDK's global `init`): no auto-instrumentation, no
 * process-wide handlers, no personal data (`sendDefaultPii: false`), and every event passes the log redaction
 * rules (lib/log-redaction.ts) in `beforeSend`, so tokens, passwords, cookies and authorization never leave.
 */
export function createErrorReporter(options: { dsn: string | undefined; environment: string }): ErrorReporter {
  const { dsn } = options;
  if (!dsn) return disabled;
  let pending = 0;
  let loaded: Promise<{ scope: Scope }> | undefined;
  const load = () =>
    (loaded ??= import('@sentry/node').then((sdk) => {
      const client = new sdk.NodeClient({
        dsn,
        environment: options.environment,
        transport: sdk.makeNodeTransport,
        stackParser: sdk.defaultStackParser,
        integrations: [],
        sendDefaultPii: false,
        sampleRate: 1,
        beforeSend: (event) => scrubLogValue(event) as typeof event,
        beforeBreadcrumb: () => null,
      });
      const scope = new sdk.Scope();
      scope.setClient(client);
      client.init();
      return { scope };
    }));
  const sending = new Set<Promise<unknown>>();
  return {
    enabled: true,
    report(error, request) {
      pending += 1;
      const sent = load()
        .then(({ scope }) => {
          const s = scope.clone();
          if (request) {
            s.setTag('requestId', request.id);
            s.setContext('request', { method: request.method, url: scrubString(request.url), requestId: request.id });
          }
          s.captureException(error);
        })
        .catch(() => undefined) // reporting never breaks the server
        .finally(() => {
          pending -= 1;
          sending.delete(sent);
        });
      sending.add(sent);
    },
    async flush(timeoutMs = 2000) {
      await Promise.all(sending);
      if (!loaded) return pending === 0;
      const { scope } = await loaded;
      return (await scope.getClient()?.flush(timeoutMs)) ?? true;
    },
  };
}

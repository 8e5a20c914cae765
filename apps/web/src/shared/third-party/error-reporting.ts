import { StorageKey } from '@portal/contract';

export type ErrorReporter = { capture(error: unknown, context?: Record<string, unknown>): void };

/** Session replay runs for visitors who landed with `si=fb` (kept in session storage, so a reload keeps it). */
export const replayWanted = () => sessionStorage.getItem(StorageKey.isNeedInitSentry) === 'true';

/**
 * Error reporting with the official Sentry SDK and the brand's DSN (SPEC §3, §9). The SDK is its own lazy
 * chunk, fetched only for a brand with a key. Errors are always reported (sample rate 1); session replay only
 * when wanted, then for the whole session and on error (rate 1), with inputs masked and media blocked.
 */
export function startErrorReporting(dsn: string): ErrorReporter {
  const pending: [unknown, Record<string, unknown> | undefined][] = [];
  let capture: ErrorReporter['capture'] = (error, context) => void pending.push([error, context]);
  import('./sentry.ts')
    .then(({ initSentry }) => {
      capture = initSentry(dsn, replayWanted());
      for (const [error, context] of pending.splice(0)) capture(error, context);
    })
    .catch(() => {
      capture = () => undefined;
      pending.length = 0;
    });
  return { capture: (error, context) => capture(error, context) };
}

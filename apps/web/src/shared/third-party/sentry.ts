import * as Sentry from '@sentry/react';
import { SITE_VERSION } from '@portal/contract';

/** Sentry.init as SPEC §9 asks; split from error-reporting.ts so the SDK is a chunk of its own. */
export function initSentry(dsn: string, replay: boolean) {
  Sentry.init({
    dsn,
    release: SITE_VERSION,
    environment: window.location.hostname,
    sampleRate: 1,
    // Session replay only for the visitors it is wanted for; the whole session and the moments before an error.
    ...(replay
      ? {
          integrations: [Sentry.replayIntegration({ maskAllInputs: true, blockAllMedia: true })],
          replaysSessionSampleRate: 1,
          replaysOnErrorSampleRate: 1,
        }
      : {}),
  });
  return (error: unknown, context?: Record<string, unknown>) => {
    Sentry.captureException(error, context ? { extra: context } : undefined);
  };
}

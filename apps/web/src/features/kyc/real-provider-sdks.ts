/**
 * The real identity providers' own SDKs, each loaded on demand (a dynamic import: a chunk of its own, fetched only
 * when a trader of a brand on that provider starts a step, never part of the initial bundle).
 */
export type SdkHandlers = { onDone: () => void; onCancel: () => void; onFailure: () => void };

/**
 * Sumsub's WebSDK (kind 0) in `container`: the access token from the start, and a fresh one from the portal
 * whenever the SDK says it expired.
 */
export async function openSumsub(
  container: HTMLElement,
  token: string,
  refreshToken: () => Promise<string>,
  lang: string,
  handlers: SdkHandlers,
): Promise<{ close(): void }> {
  const { default: snsWebSdk } = await import('@sumsub/websdk');
  const sdk = snsWebSdk
    .init(token, refreshToken)
    .withConf({ lang })
    .withOptions({ addViewportTag: false, adaptIframeHeight: true })
    .on('idCheck.onApplicantSubmitted', () => handlers.onDone())
    .on('idCheck.onApplicantResubmitted', () => handlers.onDone())
    .on('idCheck.onError', () => handlers.onFailure())
    .build();
  sdk.launch(container);
  return { close: () => sdk.destroy() };
}

/** Veriff's InContext frame (kind 1) over the session URL the portal opened. */
export async function openVeriff(url: string, lang: string, handlers: SdkHandlers): Promise<{ close(): void }> {
  const { createVeriffFrame, MESSAGES } = await import('@veriff/incontext-sdk');
  return createVeriffFrame({
    url,
    lang,
    onEvent: (message) => {
      if (message === MESSAGES.FINISHED) handlers.onDone();
      else if (message === MESSAGES.CANCELED) handlers.onCancel();
    },
  });
}

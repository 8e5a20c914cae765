import { ApiPath, DashboardLiveEvent, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { refreshSession } from '../../../shared/api/http-client.ts';
import { tokenStore } from '../../../shared/api/token-store.ts';

/**
 * Reads the dashboard's live stream (Server-Sent Events, ApiPath.dashboardLive) for one account, calling `onEvent`
 * with each event's name, until the server ends it (resolves) or it fails (rejects). Read with `fetch` rather than
 * `EventSource`, which cannot send the bearer token; a token known to have expired is refreshed first, as the
 * API client does.
 */
export async function readLiveStream(
  traderAccountId: string,
  signal: AbortSignal,
  onEvent: (name: string) => void,
): Promise<void> {
  let token = tokenStore.token();
  if (token && tokenStore.accessTokenExpired() && !tokenStore.isExpired()) token = await refreshSession(token);
  const url = new URL(ApiPath.dashboardLive, window.location.origin);
  url.searchParams.set('traderAccountId', traderAccountId);
  const res = await fetch(url, {
    headers: {
      Accept: 'text/event-stream',
      [SITE_VERSION_HEADER]: SITE_VERSION,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    cache: 'no-store',
    signal,
  });
  // A refusal (-50, a 401, a server that cannot listen) answers JSON, not a stream.
  if (!res.ok || !res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    throw new Error(`live stream refused (${res.status})`);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: ?(.*)$/m.exec(block)?.[1]?.trim();
      if (name) onEvent(name);
    }
  }
}

/** After a failed attempt the stream is tried again after this long, doubling up to the maximum. */
export const LIVE_RETRY_MS = 2000;
export const LIVE_RETRY_MAX_MS = 60_000;

type Handlers = {
  /** the stream is ready (read once: something may have changed before it listened), a change, or an open stream lost */
  onChange: () => void;
  /** whether the stream is open */
  onLive: (live: boolean) => void;
  /** the trader has a new notification (the stream carries the trader's, whichever account it follows) */
  onNotification?: () => void;
};

/**
 * Follows the account's live stream while the page is visible, until `stop` is called (returned). A hidden tab
 * closes its stream (an idle dashboard costs nothing) and opens it again when shown; a stream that fails is tried
 * again later, and one that is lost asks for a read at once (the dashboard polls meanwhile).
 */
export function followLiveStream(traderAccountId: string, { onChange, onLive, onNotification }: Handlers): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const connect = async () => {
    clearTimeout(timer);
    if (stopped || document.hidden) return;
    const current = new AbortController();
    controller = current;
    let ready = false;
    try {
      await readLiveStream(traderAccountId, current.signal, (event) => {
        if (event === DashboardLiveEvent.ready) {
          ready = true;
          failures = 0;
          onLive(true);
        }
        if (event === DashboardLiveEvent.ready || event === DashboardLiveEvent.changed) onChange();
        if (event === DashboardLiveEvent.notification) onNotification?.();
      });
    } catch {
      // a refused or broken stream: polling carries on, the stream is tried again below
    }
    if (stopped || controller !== current) return;
    controller = null;
    if (ready) {
      onLive(false);
      if (!document.hidden) onChange();
    } else failures += 1;
    if (document.hidden) return;
    const wait = ready ? LIVE_RETRY_MS / 2 : Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_MS * 2 ** (failures - 1));
    timer = setTimeout(() => void connect(), wait);
  };
  const onVisibility = () => {
    if (document.hidden) {
      clearTimeout(timer);
      // Let go of it at once: the aborted read ends on its own and is ignored (it is no longer `controller`).
      controller?.abort();
      controller = null;
      onLive(false);
    } else if (!controller) void connect();
  };

  document.addEventListener('visibilitychange', onVisibility);
  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { refreshSession } from '../../../../shared/api/http-client.ts';
import { tokenStore } from '../../../../shared/api/token-store.ts';

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

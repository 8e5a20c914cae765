import { useEffect, useRef, useState } from 'react';
import { DashboardLiveEvent } from '@portal/contract';
import { readLiveStream } from './api/live-stream.ts';

/** After a failed attempt the stream is tried again after this long, doubling up to the maximum. */
export const LIVE_RETRY_MS = 2000;
export const LIVE_RETRY_MAX_MS = 60_000;

/**
 * The account's live stream while the page is visible: `onSignal` is called when the stream is ready (read once,
 * in case something changed before it listened), on each change, and when an open stream is lost (the dashboard
 * goes back to polling and reads at once). Returns whether the stream is live: while it is, the dashboard does not
 * poll. A hidden tab closes its stream (an idle dashboard costs nothing); a stream that fails is tried again later.
 */
export function useLiveChanges(traderAccountId: string, onSignal: () => void): boolean {
  const [live, setLive] = useState(false);
  const signalRef = useRef(onSignal);
  signalRef.current = onSignal;

  useEffect(() => {
    let cancelled = false;
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const connect = async () => {
      clearTimeout(timer);
      if (cancelled || document.hidden) return;
      const current = new AbortController();
      controller = current;
      let ready = false;
      try {
        await readLiveStream(traderAccountId, current.signal, (event) => {
          if (event === DashboardLiveEvent.ready) {
            ready = true;
            failures = 0;
            setLive(true);
          }
          if (event === DashboardLiveEvent.ready || event === DashboardLiveEvent.changed) signalRef.current();
        });
      } catch {
        // a refused or broken stream: polling carries on, the stream is tried again below
      }
      if (cancelled || controller !== current) return;
      controller = null;
      if (ready) {
        setLive(false);
        if (!document.hidden) signalRef.current();
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
        setLive(false);
      } else if (!controller) void connect();
    };

    document.addEventListener('visibilitychange', onVisibility);
    void connect();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
      setLive(false);
    };
  }, [traderAccountId]);

  return live;
}

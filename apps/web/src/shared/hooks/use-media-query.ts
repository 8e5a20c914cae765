import { useCallback, useSyncExternalStore } from 'react';
import { Breakpoint } from '@portal/contract';

/** SPEC §9 breakpoints as media queries. */
export const MediaQuery = {
  mobile: `(max-width: ${Breakpoint.mobileMaxWidth}px)`,
  desktop: `(min-width: ${Breakpoint.desktopMinWidth}px)`,
} as const;

/** Whether the media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // jsdom and very old browsers have no matchMedia: treat the query as not matching.
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => false);
}

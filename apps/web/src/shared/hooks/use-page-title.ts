import { useEffect, useSyncExternalStore } from 'react';
import type { SpecPageTitle } from '@portal/contract';

/**
 * A screen's own page title (a `pageTitle` key) while it shows a state its route's title does not name, e.g. the
 * request screen once the payout is requested ('Payout is coming'). The title manager prefers it to the route's.
 */
let override: SpecPageTitle | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the page title key while mounted (and while `key` is given); the route's title comes back after. */
export function usePageTitle(key: SpecPageTitle | null): void {
  useEffect(() => {
    if (!key) return;
    override = key;
    notify();
    return () => {
      if (override === key) override = null;
      notify();
    };
  }, [key]);
}

/** The title key a screen set, if any (the title manager). */
export const usePageTitleOverride = () => useSyncExternalStore(subscribe, () => override);

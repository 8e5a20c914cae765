import { useSyncExternalStore } from 'react';
// The entry reads the choice: from the contract's plain-data module, so no schema library reaches /sign-in.
import { isThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from '@portal/contract/theme';

export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const systemIsDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

/** The choice mirrored on this device (the page's first script reads the same key), `system` when none. */
export function storedThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export const resolveTheme = (choice: ThemeChoice): ResolvedTheme =>
  choice === 'dark' || (choice === 'system' && systemIsDark()) ? 'dark' : 'light';

const listeners = new Set<() => void>();

/**
 * Takes a choice: mirrored on the device for the next page's first paint, and applied to `<html data-theme>` at
 * once. `system` is kept as no entry, so a device that never chose follows its own preference.
 */
export function applyThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage refused (private mode): the choice still applies to this page
  }
  document.documentElement.dataset.theme = resolveTheme(choice);
  for (const listener of listeners) listener();
}

/** While the choice is `system`, a change of the device's preference (e.g. at dusk) applies at once. */
export function followSystemTheme(): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(DARK_QUERY);
  const onChange = () => {
    if (storedThemeChoice() === 'system') applyThemeChoice('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The theme the page shows now, for what paints outside CSS (the chart's canvas re-reads its colours). */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribe, () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'));
}

/** The choice on this device, current after each `applyThemeChoice`. */
export function useStoredThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, storedThemeChoice);
}

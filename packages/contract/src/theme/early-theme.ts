/** Where each app mirrors the signed-in user's theme choice on the device (per origin: the console has its own). */
export const THEME_STORAGE_KEY = 'theme';

/** A user's theme: the device's preference (`system`), or one of the two fixed. Plain data: the entry reads it. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  (THEME_CHOICES as readonly unknown[]).includes(value);

/**
 * The page's first script (both apps' index.html, in the head): it marks `<html data-theme>` from the stored choice
 * or, for `system`, the device's preference, before anything is painted, so a dark page never flashes light. It is
 * static: both pages' Content-Security-Policy allow exactly it by its hash (`THEME_EARLY_SCRIPT` is checked against
 * the pages' copies by a test). The app keeps the mark current afterwards (packages/ui theme/apply-theme.ts).
 */
export const THEME_EARLY_SCRIPT =
  '(()=>{try{var c=localStorage.getItem("theme"),d=c==="dark"||c!=="light"&&' +
  'matchMedia("(prefers-color-scheme: dark)").matches;document.documentElement.dataset.theme=d?"dark":"light"}' +
  'catch(e){}})()';

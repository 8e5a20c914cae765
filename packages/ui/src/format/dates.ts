/**
 * Times are UTC ISO-8601 on the wire; they are shown in the device's time zone, or in `timeZone` (an IANA name) where
 * a screen reads them in another one (an account's dashboard: its trading platform's). A name this device does not
 * know falls back to the device's zone.
 */
function zoned(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormatOptions {
  const zone = usableTimeZone(timeZone);
  return zone ? { ...options, timeZone: zone } : options;
}

/** `timeZone` if this device knows it, else undefined (the device's own is used). */
export function usableTimeZone(timeZone: string | undefined): string | undefined {
  return timeZone && knownZone(timeZone) ? timeZone : undefined;
}

const zones = new Map<string, boolean>();
function knownZone(timeZone: string): boolean {
  let known = zones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    zones.set(timeZone, known);
  }
  return known;
}

function formatInstant(iso: string, language: string, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, zoned(options, timeZone)).format(date);
}

export function formatDate(iso: string, language: string, timeZone?: string): string {
  return formatInstant(iso, language, { dateStyle: 'medium' }, timeZone);
}

export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  return formatInstant(iso, language, { dateStyle: 'medium', timeStyle: 'short' }, timeZone);
}

/** A moment that matters (a breach): to the second, with the time zone it is shown in. */
export function formatMoment(iso: string, language: string, timeZone?: string): string {
  return formatInstant(iso, language, { dateStyle: 'medium', timeStyle: 'long' }, timeZone);
}

/** A wall-clock time (HH:MM:SS) in a given IANA time zone, e.g. the trading platform's. */
export function formatClock(epochMs: number, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, zoned({ timeStyle: 'medium' }, timeZone)).format(epochMs);
}

/** The time zone this device shows times in. */
export const deviceTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A trading day's name ("2026-03-03") as a date: it is a label, not an instant, so no time zone moves it. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

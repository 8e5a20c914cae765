/** Times are UTC ISO-8601 on the wire; the trader reads them in their own time zone and language. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A moment that matters (a breach): to the second, with the time zone it is shown in. */
export function formatMoment(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'long' }).format(date);
}

/** A wall-clock time (HH:MM:SS) in a given IANA time zone, e.g. the trading platform's. */
export function formatClock(epochMs: number, language: string, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat(language, { timeStyle: 'medium', timeZone }).format(epochMs);
  } catch {
    return new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(epochMs);
  }
}

/** A trading day's name ("2026-03-03") as a date: it is a label, not an instant, so no time zone moves it. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A local day's heading: "Tuesday, November 17" (the time zone is already in the label). */
export function formatDayHeading(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The week's span: "Nov 16 – 22, 2026". */
export function formatWeekSpan(monday: string, sunday: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return format.formatRange(new Date(`${monday}T12:00:00Z`), new Date(`${sunday}T12:00:00Z`));
}

/** An event's local time, hours and minutes. */
export function formatEventTime(iso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone }).format(new Date(iso));
}

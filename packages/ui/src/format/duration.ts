const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'day' | 'hour' | 'minute' | 'second';

function unit(value: number, name: Unit, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  } catch {
    return `${value} ${name}`;
  }
}

/**
 * A time span as a countdown reads it, in the active language and to the two largest units:
 * "1 day 3 hr", "5 hr 12 min", "12 min 5 sec", "40 sec". Negative spans read as zero.
 */
export function formatDuration(ms: number, language: string): string {
  const total = Math.max(0, Math.floor(ms / 1000)) * 1000;
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const seconds = Math.floor((total % MINUTE) / 1000);
  if (days > 0)
    return hours > 0 ? `${unit(days, 'day', language)} ${unit(hours, 'hour', language)}` : unit(days, 'day', language);
  if (hours > 0) return `${unit(hours, 'hour', language)} ${unit(minutes, 'minute', language)}`;
  if (minutes > 0) return `${unit(minutes, 'minute', language)} ${unit(seconds, 'second', language)}`;
  return unit(seconds, 'second', language);
}

/** "3 sec. ago", "now", "2 min. ago": how long ago something happened, in the active language. */
export function formatAgo(ms: number, language: string): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  if (seconds < 60) return rtf.format(-seconds, 'second');
  if (seconds < 3600) return rtf.format(-Math.floor(seconds / 60), 'minute');
  return rtf.format(-Math.floor(seconds / 3600), 'hour');
}

// Formatters are costly to build and hold no state between calls, so one per timezone is kept (memo, not I/O).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The wall-clock time at `time` (epoch ms) in the IANA `timeZone`, expressed as if it were UTC (ms): its UTC date
 * and time fields are the zone's, DST included. The server's trading days and the trader's calendar weeks read it.
 */
export function wallClock(timeZone: string, time: number): number {
  const parts = formatterFor(timeZone).formatToParts(time);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  const ms = ((time % 1000) + 1000) % 1000;
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'), ms);
}

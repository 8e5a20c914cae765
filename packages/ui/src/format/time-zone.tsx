import { createContext, useContext, type ReactNode } from 'react';

const TimeZoneContext = createContext<string | undefined>(undefined);

/**
 * The time zone every date and time below it is shown in (`useFormatters`): an account's dashboard shows its
 * trading platform's, the zone its trading days, resets and daily summary are counted in. Outside one, or while
 * the zone is not known yet, the device's.
 */
export function TimeZoneProvider({ zone, children }: { zone: string | undefined; children: ReactNode }) {
  return <TimeZoneContext.Provider value={zone}>{children}</TimeZoneContext.Provider>;
}

/** The time zone given by the nearest TimeZoneProvider, if any. */
export const useTimeZone = (): string | undefined => useContext(TimeZoneContext);

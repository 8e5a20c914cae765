import { useEffect, useState } from 'react';

/** The current time (epoch ms), renewed every `intervalMs`: for clocks, countdowns and "updated 3 s ago". */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

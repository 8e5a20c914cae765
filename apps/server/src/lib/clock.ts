/** Time as a dependency, so that expiry rules are tested without waiting. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move forward. */
export function manualClock(start = new Date('2026-01-05T09:00:00Z')): Clock & { advance(ms: number): void } {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}

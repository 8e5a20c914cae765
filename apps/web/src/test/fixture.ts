/**
 * A builder of test records: fresh defaults each call (a test may change what it got), with what the test
 * overrides laid over them.
 */
export const fixture =
  <T>(defaults: () => T) =>
  (overrides: Partial<T> = {}): T => ({ ...defaults(), ...overrides });

// The rate-limit plugin's own in-memory store, which its package ships without types (decision 035).
declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Counted = { current: number; ttl: number };
  type Done = (err: Error | null, counted: Counted) => void;
  class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
    incr(key: string, done: Done, timeWindow: number, max: number): void;
    read(key: string, done: Done, timeWindow: number, max?: number): void;
    child(routeOptions: unknown): LocalStore;
  }
  export default LocalStore;
}

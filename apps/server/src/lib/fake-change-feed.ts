import type { ChangeFeed, ChangeHandler } from './change-feed.ts';

/** A change feed driven by hand, for the unit tests of the caches that listen to one. */
export function fakeFeed() {
  const handlers: ChangeHandler[] = [];
  let live = true;
  let generation = 0;
  const reset = () => {
    generation += 1;
    for (const h of handlers) h.reset();
  };
  const feed: ChangeFeed & { announce(payload: string): void; lose(): void; restore(): void } = {
    get live() {
      return live;
    },
    get generation() {
      return generation;
    },
    subscribe: (handler) => void handlers.push(handler),
    settled: async () => undefined,
    start: async () => undefined,
    stop: async () => undefined,
    announce(payload) {
      generation += 1;
      for (const h of handlers) h.change(payload, false);
    },
    lose() {
      live = false;
      reset();
    },
    restore() {
      reset();
      live = true;
    },
  };
  return feed;
}

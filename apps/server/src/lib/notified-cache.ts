import type { ChangeFeed } from './change-feed.ts';

/**
 * A bounded in-memory map whose entries live only while the change feed is live, and at most `maxAgeMs`. A value
 * is kept only when no change was heard while it was being read (lib/change-feed.ts), so a stale read never
 * outlives the notification of the change that made it stale.
 */
export function createNotifiedCache<V>(
  feed: ChangeFeed,
  options: { max: number; maxAgeMs: number; now?: () => number },
) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; at: number }>();
  return {
    /** The kept value in a box (a kept "none" is `{ value: undefined }`), or undefined when nothing is kept. */
    get(key: string): { value: V } | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (!feed.live || now() - entry.at >= options.maxAgeMs) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    /** Reads the value and keeps it (when `keep` says so) unless the feed heard of a change during the read. */
    async load(key: string, read: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
      const generation = feed.generation;
      const value = await read();
      if (feed.live && feed.generation === generation && keep(value)) {
        // The oldest entry goes first (a Map iterates in insertion order).
        if (entries.size >= options.max) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, at: now() });
      }
      return value;
    },
    delete(key: string): void {
      entries.delete(key);
    },
    /** Drops every entry the predicate picks. */
    deleteWhere(pick: (value: V) => boolean): void {
      for (const [key, entry] of entries) if (pick(entry.value)) entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type NotifiedCache<V> = ReturnType<typeof createNotifiedCache<V>>;

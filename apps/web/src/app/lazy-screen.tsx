import type { ComponentType } from 'react';
import { LAZY_CHUNK_TIMEOUT_MS } from '@portal/contract';

/** A lazy chunk that did not load (network, a new deployment): the error fallback offers a reload. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** React Router's `lazy` for a screen module with a default export; gives up after 120 s (SPEC §9). */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('chunk load timed out')), LAZY_CHUNK_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } catch (error) {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String((error as Error)?.message ?? error));
    } finally {
      clearTimeout(timer);
    }
  };
}

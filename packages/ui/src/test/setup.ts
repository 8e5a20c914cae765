import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every React project's setup (vitest.config.ts): the files of a worker share one window, so each test leaves it
// as it found it.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // jsdom has no matchMedia; a test that fakes a viewport sets one
  Reflect.deleteProperty(window, 'matchMedia');
});

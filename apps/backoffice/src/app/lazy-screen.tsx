import type { ComponentType } from 'react';

/** React Router's `lazy` for a screen module with a default export: each screen is its own chunk. */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { consoleApi } from './console-api.ts';

export function createConsoleStore() {
  return configureStore({
    reducer: { [consoleApi.reducerPath]: consoleApi.reducer },
    middleware: (defaults) => defaults().concat(consoleApi.middleware),
  });
}

/**
 * The signed-in console's data store: made when the shell mounts and dropped with it, so an operator who signs out
 * leaves no cached record for the next one; it reads again when the window regains focus or the network returns.
 */
export function ConsoleDataProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createConsoleStore);
  useEffect(() => setupListeners(store.dispatch), [store]);
  return <Provider store={store}>{children}</Provider>;
}

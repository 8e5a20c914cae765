import { ConsoleDataProvider } from '../shared/api/console-store.tsx';
import { Shell } from './shell.tsx';
import '../shared/i18n/signed-in-texts.ts';

/**
 * The signed-in console: the shell under the data store. A chunk of its own, loaded after sign-in, so the sign-in
 * steps do not carry the store's libraries; signing out unmounts it, and the store with its cache goes.
 */
export function Component() {
  return (
    <ConsoleDataProvider>
      <Shell />
    </ConsoleDataProvider>
  );
}

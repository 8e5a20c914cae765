import type { ChatAdapter } from './integration-types.ts';

type IntercomFn = ((...args: unknown[]) => void) & { q?: unknown[]; c?: (args: unknown) => void };

declare global {
  interface Window {
    Intercom?: IntercomFn;
    intercomSettings?: Record<string, unknown>;
  }
}

/**
 * Intercom's Messenger as its snippet installs it: `window.intercomSettings` with the app id, an `Intercom`
 * queue function, then widget.intercom.io/widget/{app_id}. Commands: `show` (maximise), `hide` (minimise),
 * `update` with `hide_default_launcher` (hide), `shutdown` (destroy), `boot` (load again).
 */
export function intercomAdapter(appId: string, hideLauncher: boolean): ChatAdapter {
  const settings = () => ({
    api_base: 'https://api-iam.intercom.io',
    app_id: appId,
    hide_default_launcher: hideLauncher,
  });
  const intercom = (...args: unknown[]) => {
    if (!window.Intercom) {
      const fn: IntercomFn = (...a: unknown[]) => fn.c?.(a);
      fn.q = [];
      fn.c = (a) => fn.q?.push(a);
      window.Intercom = fn;
    }
    window.Intercom(...args);
  };
  return {
    scriptUrl: `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`,
    containerSelector: '#intercom-container, #intercom-frame, .intercom-lightweight-app',
    prepare() {
      window.intercomSettings = settings();
      intercom('boot', settings());
    },
    restart: () => intercom('boot', settings()),
    command(name) {
      if (name === 'maximize') intercom('show');
      else if (name === 'minimize') intercom('hide');
      else if (name === 'hide') intercom('update', { hide_default_launcher: true });
      else if (name === 'show') intercom('update', { hide_default_launcher: false });
      else intercom('shutdown');
    },
  };
}

import { appViteConfig } from '../../packages/ui/build/vite-app-config.ts';

// The firm's console, served by the API server at /backoffice on an origin of its own in production (its own dist,
// next to the trader app's; the console's listener, CONSOLE_PORT); in development Vite's server is that
// origin and proxies the console's listener, keeping the browser's Host, so the API takes its page's Origin as its
// own. With base /backoffice/ every hashed chunk is served under /backoffice/js|css|assets/…, a path the trader
// app's build (/dashboard/…) never uses.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|react-hook-form|use-sync-external-store)[\\/]/;

const consoleListener = `http://127.0.0.1:${process.env.CONSOLE_PORT ?? 3001}`;

export default appViteConfig({
  folder: '',
  // The libraries every page starts with travel as one chunk; the rest stays lazy.
  groups: [{ name: 'framework', test: FRAMEWORK }],
  extra: {
    base: '/backoffice/',
    server: {
      port: 5174,
      // The console's listener (PORT + 1 of `npm run dev`, or CONSOLE_PORT): the admin API, and the brands' files
      // its screens show.
      // The browser's Host is kept (Vite's string shorthand would change it to the target's), so the API takes this
      // dev server's origin as the console's own and the page's Origin matches it.
      proxy: {
        '/api': { target: consoleListener, changeOrigin: false },
        '/brand-assets': { target: consoleListener, changeOrigin: false },
      },
    },
  },
});

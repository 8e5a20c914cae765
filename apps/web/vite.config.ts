import { appViteConfig } from '../../packages/ui/build/vite-app-config.ts';

// The built app is served by the API server (production mode); in development Vite proxies the API.
// Lazy chunks go under dashboard/js and styles under dashboard/css (SPEC §7 static assets).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|react-redux|@reduxjs[\\/]toolkit(?![\\/]dist[\\/]query)|redux|redux-thunk|immer|reselect|use-sync-external-store|react-hook-form)[\\/]/;

// The API cache: RTK Query and the app's createApi with its base query, in one chunk that comes with
// the first screen reading server data (a guest page such as /sign-in never loads it).
const DATA =
  /(node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]|src[\\/]shared[\\/]api[\\/](app-api|base-query|common-api)\.ts|packages[\\/]ui[\\/]src[\\/]api[\\/]base-query\.ts)/;

// What the shell and every form use: the API client, the contract's codes and paths, the theme's choice (the entry
// applies it before the first screen), the form fields and the
// widgets of a sign-in card and the toasts' region (one chunk instead of a dozen; dialogs, pagination, country lists
// stay lazy: a dialog finds the toasts' region through the notice slot, which the entry holds).
const KIT =
  /packages[\\/](contract[\\/]src[\\/](paths|result-codes|enums|constants|theme[\\/]early-theme)\.ts|ui[\\/]src[\\/](theme[\\/]theme-choice\.ts|api[\\/](?!base-query)|forms[\\/](text-field|email-field|password-field|validation-message|use-field-error|lazy-resolver)\.|widgets[\\/](text-input|banner|loading-button|bot-check|use-bot-check-step|recaptcha|loader|toast|toast-region|notice-slot|ui-icons|image-with-fallback)\.))/;
// The session and the parts every auth screen shares (components/, the submit button, the bot-check step, which the
// profile's forms use too: on their own they were two more requests on /sign-in). The screens and the parts only
// some of them use (forms/: their fields, their rules, which load on first validation, the code steps) stay with
// the screens, so /sign-in does not load them.
const AUTH =
  /src[\\/](shared[\\/](api[\\/](?!app-api|base-query|common-api)|auth[\\/]|ui[\\/]submit-button\.tsx|hooks[\\/]use-bot-check-step\.ts)|features[\\/]auth[\\/](?!screens[\\/]|forms[\\/]))/;

// What the entry needs besides the kit and the session: the store with its slices (each shared with its lazy
// feature, so each was a chunk of its own) and its typed hooks, home's early accounts read, the
// third-party loaders' entry, Vite's preload helper and the page
// frame's parts the signed-in layout shares (logo, language switcher, footer), the first paint's hold (decision 038,
// used by the entry and the signed-in header). One file instead of eleven: over HTTP/1.1 each costs a request and about 1.5 kB of headers.
const SHELL =
  /(src[\\/](app[\\/]store\.ts|features[\\/][a-z-]+[\\/][a-z-]+-slice\.ts|features[\\/]notification[\\/]notification-actions\.ts|features[\\/]challenges[\\/]api[\\/]early-accounts-read\.ts|shared[\\/]store[\\/](store-hooks|root-reducer)\.ts|shared[\\/]third-party[\\/]third-party\.ts|app[\\/]layout[\\/](brand-logo|icons|language-switcher|external-link|site-footer)\.tsx|shared[\\/]hooks[\\/]use-dismiss\.ts|shared[\\/]browser[\\/](first-paint|listen-to)\.ts)|vite[\\/]preload-helper)/;

// What the signed-in layout and the home screen are built from (header, menu, credentials dialog, profit widget,
// the kit's chips, badges, dialog and skeletons, the formatters): one file instead of eleven on a signed-in cold
// load of /dashboard/home. Only modules no signed-out screen imports, so /sign-in never loads it;
// below the shell's priority, so what the entry also uses stays in the shell.
const SIGNED_IN =
  /(src[\\/](app[\\/]layout[\\/](nav-items|nav-menu|profile-button|main-header)|features[\\/](challenges[\\/](account-card|accounts-skeleton|group-accounts|home-screen|challenge-status-view)|credentials[\\/](credential-fields|credentials-dialog|platform-links|start-trading-button|use-notify-failure|api[\\/]credentials-api)|kyc[\\/]use-kyc-info|payouts[\\/](profit-widget|api[\\/]payouts-api))|shared[\\/](hooks[\\/]use-media-query|format[\\/](dates|duration|money|use-formatters)))|packages[\\/]ui[\\/]src[\\/]widgets[\\/](choice-chips|empty-state|skeleton|status-badge|dialog))\.tsx?$/;

export default appViteConfig({
  folder: 'dashboard/',
  // The libraries every page starts with travel as one chunk: one request, and brotli compresses one large file
  // better than a dozen small ones. The rest (zod, charts, screens) stays lazy.
  groups: [
    { name: 'framework', test: FRAMEWORK, priority: 3 },
    { name: 'data', test: DATA, priority: 0.5 },
    { name: 'kit', test: KIT, priority: 2 },
    { name: 'auth', test: AUTH, priority: 1 },
    { name: 'shell', test: SHELL, priority: 1 },
    { name: 'signed-in', test: SIGNED_IN, priority: 0 },
  ],
  extra: {
    server: {
      proxy: { '/api': 'http://127.0.0.1:3000', '/brand-assets': 'http://127.0.0.1:3000' },
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';

// The firm's console, served by the API server at /backoffice on an origin of its own in production (its own dist,
// next to the trader app's; the console's listener, CONSOLE_PORT); in development Vite's server is that
// origin and proxies the console's listener, keeping the browser's Host, so the API takes its page's Origin as its
// own. With base /backoffice/ every hashed chunk is served under /backoffice/js|css|assets/…, a path the trader
// app's build (/dashboard/…) never uses.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|react-hook-form|use-sync-external-store)[\\/]/;

const consoleListener = `http://127.0.0.1:${process.env.CONSOLE_PORT ?? 3001}`;

export default defineConfig({
  base: '/backoffice/',
  plugins: [
    react(),
    // Precompressed at build time: the server sends .br or .gz as the browser accepts.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: what each route loads, for the budget check (scripts/check-web-budget.mjs).
    manifest: true,
    // Every browser the apps support preloads modules itself; the polyfill would only add to the first chunk.
    modulePreload: { polyfill: false },
    assetsDir: 'assets',
    rollupOptions: {
      output: {
        // The libraries every page starts with travel as one chunk; the rest stays lazy.
        codeSplitting: {
          groups: [{ name: 'framework', test: FRAMEWORK }],
        },
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (info) =>
          info.names?.some((n) => n.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
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
});

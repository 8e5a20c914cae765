import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { contractRoutes } from './contract-routes.ts';

type ChunkGroup = { name: string; test: RegExp; priority?: number };

type AppBuild = {
  /** the folder the built files go under, '' for the root of dist (scripts in js/, styles in css/, the rest in assets/) */
  folder: '' | `${string}/`;
  /** the chunks the libraries and the shared code travel in; the rest stays lazy */
  groups: ChunkGroup[];
  /** what differs per app: base, dev server and its proxy */
  extra?: UserConfig;
};

/**
 * The build both React apps share (trader app and console): precompressed files, a manifest for the budget check,
 * hashed chunks in js/ and css/ under the app's own folder. Each app names its own chunk groups and dev server.
 */
export function appViteConfig({ folder, groups, extra }: AppBuild) {
  return defineConfig({
    ...extra,
    plugins: [
      react(),
      // The declared endpoints' methods and paths as literals, without the tables' schemas.
      contractRoutes(),
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
      assetsDir: folder ? folder.slice(0, -1) : 'assets',
      rollupOptions: {
        output: {
          codeSplitting: { groups },
          entryFileNames: `${folder}js/[name]-[hash].js`,
          chunkFileNames: `${folder}js/[name]-[hash].js`,
          assetFileNames: (info) =>
            info.names?.some((n) => n.endsWith('.css'))
              ? `${folder}css/[name]-[hash][extname]`
              : `${folder}assets/[name]-[hash][extname]`,
        },
      },
    },
  });
}

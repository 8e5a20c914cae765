import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The firm's console, served by the API server at /backoffice in production (its own dist, next to the trader
// app's); in development Vite proxies the admin API. Chunks go under backoffice/… so the two builds never share
// an asset path.
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'backoffice',
    rollupOptions: {
      output: {
        entryFileNames: 'backoffice/js/[name]-[hash].js',
        chunkFileNames: 'backoffice/js/[name]-[hash].js',
        assetFileNames: (info) =>
          info.names?.some((n) => n.endsWith('.css'))
            ? 'backoffice/css/[name]-[hash][extname]'
            : 'backoffice/assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});

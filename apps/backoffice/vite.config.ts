import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The firm's console, served by the API server at /backoffice in production (its own dist, next to the trader
// app's); in development Vite proxies the admin API. With base /backoffice/ every hashed chunk is served under
// /backoffice/js|css|assets/…, a path the trader app's build (/dashboard/…) never uses.
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    rollupOptions: {
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (info) =>
          info.names?.some((n) => n.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});

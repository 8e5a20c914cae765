import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The built app is served by the API server (production mode); in development Vite proxies the API.
// Lazy chunks go under dashboard/js and styles under dashboard/css (SPEC §7 static assets).
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'dashboard',
    rollupOptions: {
      output: {
        entryFileNames: 'dashboard/js/[name]-[hash].js',
        chunkFileNames: 'dashboard/js/[name]-[hash].js',
        assetFileNames: (info) =>
          info.names?.some((n) => n.endsWith('.css'))
            ? 'dashboard/css/[name]-[hash][extname]'
            : 'dashboard/assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/brand-assets': 'http://127.0.0.1:3000' },
  },
});

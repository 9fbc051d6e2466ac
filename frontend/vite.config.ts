import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Brand colour, shared by the web manifest and the browser chrome (index.html meta theme-color). */
const THEME_COLOUR = '#4f46e5';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // The spec shows an 'Update Available' banner, so a new worker waits for the user's consent.
      registerType: 'prompt',
      filename: 'sw.js',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Hisaab',
        short_name: 'Hisaab',
        description: 'Business Management & GST Compliance',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // API answers are per-user and must never be served from the service worker's cache.
        navigateFallbackDenylist: [/^\/api\//],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: {
      '@': fromHere('./src'),
      // The libs are TypeScript source; Vite compiles them with the app, no separate build needed.
      '@hisaab/contracts': fromHere('../libs/contracts/src'),
      '@hisaab/gst': fromHere('../libs/gst/src'),
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});

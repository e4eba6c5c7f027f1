/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';

export default defineConfig({
  plugins: [
    react(),
    // .br and .gz beside each text asset: the API serves them to browsers that accept them (http/web.ts)
    precompress(),
    VitePWA({
      registerType: 'autoUpdate',
      // a separate registerSW.js file: the CSP forbids inline scripts
      injectRegister: 'script',
      includeAssets: ['favicon.svg', 'icon-192.png', 'icon-512.png'],
      manifest: {
        name: 'Heirloom',
        short_name: 'Heirloom',
        description: 'Your authenticated luxury items and their digital certificates.',
        theme_color: '#14110f',
        background_color: '#f7f4ef',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // push notifications: shown from the payload, a tap opens its page (public/push-sw.js)
        importScripts: ['/push-sw.js'],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: { target: 'es2022', sourcemap: false },
  test: {
    css: false,
    // pure logic (*.test.ts) runs in node with the light set-up, all files in one module graph (no per-file
    // isolation: they keep no state between files, checked with --sequence.shuffle); screens and widgets
    // (*.test.tsx) in jsdom, isolated. A *.test.ts that needs the DOM says `// @vitest-environment jsdom`.
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          isolate: false,
          environment: 'node',
          include: ['src/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts', './vitest.setup.dom.ts'],
        },
      },
    ],
  },
});

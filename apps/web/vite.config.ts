/// <reference types="vitest/config" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';
import { webManifest } from './src/config/web-manifest';

/** Test files that replace modules with vi.mock: they run isolated, since a shared module graph would leak it. */
function testsMockingModules(): string[] {
  const src = path.join(import.meta.dirname, 'src');
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => fs.readFileSync(path.join(src, file), 'utf8').includes('vi.mock('))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}

/** The app shell's files: the entry, what it imports, and the start chunk it imports (with theirs). */
const shell = new Set<string>();

/**
 * Finds the app shell in the bundle and names its scripts in index.html (modulepreload): main.tsx imports the
 * app's start only once zod is set up, so without them the browser would learn of the start chunks one round
 * trip later. The service worker precaches the same files (shellOnly).
 */
function appShell(): Plugin {
  return {
    name: 'heirloom-app-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        shell.clear();
        const chunks = new Map(
          Object.values(bundle ?? {}).flatMap((file) =>
            file.type === 'chunk' ? [[file.fileName, file] as const] : [],
          ),
        );
        const visit = (fileName: string) => {
          if (shell.has(fileName)) return;
          shell.add(fileName);
          const chunk = chunks.get(fileName);
          chunk?.imports.forEach(visit);
          chunk?.viteMetadata?.importedCss.forEach((css) => shell.add(css));
        };
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
        entries.forEach((entry) => visit(entry.fileName));
        const named = new Set(shell);
        entries.forEach((entry) => entry.dynamicImports.forEach(visit));
        // the stylesheet first: the first paint waits for it, the scripts do not (they are modules, deferred)
        const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html)?.[0];
        const ordered = stylesheet
          ? html
              .replace(stylesheet, '')
              .replace(/(\s*)<script type="module"/, `${stylesheet}$1<script type="module"`)
          : html;
        // the start chunks and their styles, which the HTML does not name yet
        const tags = [...shell]
          .filter((file) => !named.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: file.endsWith('.css')
              ? { rel: 'stylesheet', crossorigin: true, href: `/${file}` }
              : { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
            injectTo: 'head' as const,
          }));
        return { html: ordered, tags };
      },
    },
  };
}

/**
 * Workbox's precache list cut down to the app shell (index.html, the icons, the shell's scripts and styles):
 * every screen's own chunk is cached when it is first used, rather than 1.2 MB fetched beside the first one.
 */
async function shellOnly(entries: { url: string; revision: string | null; size: number }[]) {
  return {
    manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)),
    warnings: [],
  };
}

/**
 * The manifest, written here rather than by the PWA plugin, which would also put it in the service worker's
 * precache: the server answers it in the reader's language (apps/api/src/http/web-manifest.ts), and a kept copy
 * would give every installed reader the English one.
 */
function webManifestFile(): Plugin {
  return {
    name: 'heirloom-web-manifest',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(webManifest) });
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
    ],
  };
}

/** The browser build's own plugins: the shell named in index.html, precompressed copies, the service worker. */
function browserBuildPlugins(): PluginOption[] {
  return [
    appShell(),
    webManifestFile(),
    // .br and .gz beside each text asset: the API serves them to browsers that accept them (http/web.ts)
    precompress(),
    VitePWA({
      registerType: 'autoUpdate',
      // a separate registerSW.js file (the CSP forbids inline scripts), deferred: it never holds the first paint
      injectRegister: 'script-defer',
      includeAssets: [
        'favicon.svg',
        'icon-192.png',
        'icon-192-maskable.png',
        'icon-512.png',
        'icon-512-maskable.png',
      ],
      manifest: false,
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        manifestTransforms: [shellOnly],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'heirloom-assets', expiration: { maxEntries: 300 } },
          },
        ],
        // push notifications: shown from the payload, a tap opens its page (public/push-sw.js); the owner's
        // pictures kept for reading offline, by path without their signature (public/media-sw.js, decision 038)
        importScripts: ['/push-sw.js', '/media-sw.js'],
      },
    }),
  ];
}

// read only when tests run: a build or the dev server has no use for it
const mocking = process.env.VITEST ? testsMockingModules() : [];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // the browser's build only: the server's render (dist-server, `vite build --ssr`) has no shell to name
    ...(isSsrBuild ? [] : browserBuildPlugins()),
  ],
  // the server's render is one self-contained module (React's server renderer included)
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: isSsrBuild
    ? { target: 'node20', sourcemap: false, outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        // the manifest tells the server which files a rendered screen needs (apps/api/src/http/web-render.ts)
        manifest: true,
        // no modulepreload polyfill in the entry (0.3 KB gzip on the sign-in screen): Chromium, Firefox 115 and
        // Safari 17 preload modules themselves, and an older browser fetches the same files as it imports them
        // (decision 041)
        modulePreload: { polyfill: false },
        // one stylesheet (15 KB gzip, all screens), linked by the page: a first paint waits for one request,
        // not one per screen and widget (decision 017)
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            // React and React Query in one file: the first screen's scripts in fewer requests
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ },
              ],
            },
          },
        },
      },
  test: {
    css: false,
    // a worker per core (vitest leaves one to itself, which mostly waits): on two cores, 45 s → 30 s
    maxWorkers: Math.max(os.availableParallelism(), 1),
    // Pure logic (*.test.ts) runs in node with the light set-up; a *.test.ts that needs the DOM says
    // `// @vitest-environment happy-dom` (jsdom where it needs a real XHR timeout or cookie jar). Screens and
    // widgets (*.test.tsx) run in happy-dom, which makes a document in a fraction of jsdom's time (the DOM
    // tests' CPU time 70 s → 42 s). Both share one module
    // graph per worker (no per-file isolation: the set-up resets what a file may leave behind, and the
    // suite passes under --sequence.shuffle); the few files that mock modules run isolated.
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          isolate: false,
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: mocking,
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          isolate: false,
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          exclude: mocking,
          setupFiles: ['./vitest.setup.ts', './vitest.setup.dom.ts', './vitest.setup.shared.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'mocking',
          environment: 'happy-dom',
          include: mocking.length > 0 ? mocking : ['no-such-file'],
          setupFiles: ['./vitest.setup.ts', './vitest.setup.dom.ts'],
        },
      },
    ],
  },
}));

// What the sign-in screen loads, read from a production build: the entry chunk, the chunks it starts
// (app start-up and the /login route), everything those import statically, and their CSS, gzip-sized.
import fs from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The dynamic imports taken before the sign-in screen is shown: main.tsx starts the app, which loads the
 * shell's texts in the visitor's language, and the router loads the /login route. Anything else (the phone metadata on the phone field's first use, other
 * screens) is lazy and not counted.
 */
export const SIGN_IN_DYNAMIC_ENTRIES = [
  'src/app/start.tsx',
  'src/features/auth/login-screen.tsx',
  // the shell's texts, in one language (English here; French is the same size within 0.1 KB)
  'src/i18n/en.json',
  'src/i18n/ui/en.json',
];

const gzip = (content) => gzipSync(typeof content === 'string' ? Buffer.from(content) : content).length;

/**
 * Builds the web app with its real vite.config.ts into a temporary folder (apps/web/dist is left alone:
 * the PWA plugin writes its service worker even for an in-memory build) and returns the chunks and assets.
 */
export async function buildForMeasure() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-web-build-'));
  try {
    const result = await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    return outputs.filter((o) => o.fileName.startsWith('assets/') || o.fileName === 'index.html');
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** Sizes of what the sign-in screen loads, and the largest chunk loaded later. */
export function measureSignIn(outputs) {
  const byName = new Map(outputs.map((o) => [o.fileName, o]));
  const chunks = outputs.filter((o) => o.type === 'chunk');
  const relative = (id) => (id ? path.relative(webRoot, id).split(path.sep).join('/') : '');
  const roots = [
    ...chunks.filter((c) => c.isEntry),
    ...chunks.filter((c) => SIGN_IN_DYNAMIC_ENTRIES.includes(relative(c.facadeModuleId))),
  ];
  const missing = SIGN_IN_DYNAMIC_ENTRIES.filter(
    (entry) => !chunks.some((c) => relative(c.facadeModuleId) === entry),
  );
  if (missing.length) throw new Error(`No chunk for ${missing.join(', ')}: update SIGN_IN_DYNAMIC_ENTRIES`);
  const loaded = new Set();
  const visit = (chunk) => {
    if (loaded.has(chunk.fileName)) return;
    loaded.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  roots.forEach(visit);
  const js = [...loaded].map((name) => ({ file: name, gzip: gzip(byName.get(name).code) }));
  // the stylesheets index.html links (the app's one stylesheet), and any a loaded chunk imports
  const html = String(byName.get('index.html')?.source ?? '');
  const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map((m) => m[1]);
  const cssNames = new Set([
    ...linked,
    ...[...loaded].flatMap((name) => [...(byName.get(name).viteMetadata?.importedCss ?? [])]),
  ]);
  const css = [...cssNames].map((name) => ({ file: name, gzip: gzip(byName.get(name).source) }));
  const lazy = chunks
    .filter((c) => !loaded.has(c.fileName))
    .map((c) => ({ file: c.fileName, gzip: gzip(c.code) }))
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (list) => list.reduce((total, f) => total + f.gzip, 0);
  return {
    js: js.sort((a, b) => b.gzip - a.gzip),
    css,
    jsGzip: sum(js),
    cssGzip: sum(css),
    largestLazy: lazy[0],
  };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

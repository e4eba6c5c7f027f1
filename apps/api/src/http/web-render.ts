// The server's render of the web app's public entry screens: the web build's render module
// (apps/web/dist-server/render.js, from apps/web/src/app/render.tsx) renders the screen, its calls reach this API
// in-process as the visitor, and the page is the built index.html with the screen's HTML, its head and its data.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageSchema, languages, type Language } from '@heirloom/contract';
import { escapeHtml } from '../lib/html';
import { readerLanguage } from './reader-language';

/** A call of the web app's HTTP client (apps/web/src/api/http.ts), as its transport receives it. */
interface WebCall {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  headers: Record<string, string>;
  data?: unknown;
}

export interface RenderedPage {
  html: string;
  head: {
    title: string;
    description: string;
    image?: { url: string; alt: string; width?: number; height?: number };
    type: 'website' | 'product';
  };
  /** The source modules shown, as the build's manifest names them. */
  modules: string[];
  /** JSON, already safe inside a script element. */
  state: string;
  /** The app starts as the page opens, not on the visitor's first gesture (absent in an older build: no). */
  startsAtOnce?: boolean;
  /** An owner's screen: whose (decision 042), written on the page for the browser's entry to read. */
  owner?: string;
}

/** What apps/web/src/app/render.tsx exports. */
export interface WebRenderer {
  rendersOnServer(pathname: string): boolean;
  /** Whether the address is an owner's screen the server renders for a page session (absent in an older build). */
  rendersForOwner?(pathname: string): boolean;
  /** Whether the app has a screen at this address (absent in an older build: every address is). */
  isAppAddress?(pathname: string): boolean;
  render(request: {
    url: string;
    language: Language;
    origin: string;
    /** The signed-in owner of an owner's screen (a page session, decision 042), whose calls the transport makes. */
    owner?: string;
    transport: (call: WebCall, url: string) => Promise<{ status: number; data: unknown }>;
  }): Promise<RenderedPage | undefined>;
}

/** The web build's render module, when the web app was built with it. */
export async function loadWebRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<WebRenderer | undefined> {
  const file = path.join(distDir, '..', 'dist-server', 'render.js');
  if (!fs.existsSync(file)) {
    app.log.warn({ file }, 'no server render built: the public screens are served as the empty app page');
    return undefined;
  }
  return (await import(pathToFileURL(file).href)) as WebRenderer;
}

/** What Vite's build manifest says of a module: its file, its styles, the chunks it imports. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The browser build's manifest (apps/web/dist/.vite/manifest.json), or an empty one. */
export function readManifest(distDir: string): BuildManifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

/** The files modules need, with everything they import: their styles, and their scripts to preload. */
export function filesOf(manifest: BuildManifest, modules: string[]): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return { css: [...css], js: [...js] };
}

/** The language an address names (`?lang=fr`): each language of a public page has an address of its own. */
export function addressLanguage(request: FastifyRequest): Language | undefined {
  const lang = languageSchema.safeParse(new URLSearchParams(request.url.split('?')[1] ?? '').get('lang'));
  return lang.success ? lang.data : undefined;
}

/**
 * The visitor's language: the one the address names, else the one they chose in the app (its cookie), else their
 * browser's.
 */
export function visitorLanguage(request: FastifyRequest): Language {
  const named = addressLanguage(request);
  if (named) return named;
  const chosen = /(?:^|;\s*)heirloom\.language=(en|fr)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  return chosen === 'en' || chosen === 'fr' ? chosen : readerLanguage(request);
}

/** The Open Graph locale of each language. */
const ogLocales: Record<Language, string> = { en: 'en_US', fr: 'fr_FR' };

/** A page's address in one language: `?lang=` is the only query it keeps. */
export const inLanguage = (address: string, language: Language) => `${address}?lang=${language}`;

/**
 * The head's tags: title, description, the page's address in its language (canonical) and in each other
 * (hreflang; x-default: the address that follows the visitor's language), and the Open Graph and Twitter card
 * tags of a link preview.
 */
function headTags(head: RenderedPage['head'], address: string, language: Language): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;
  const canonical = inLanguage(address, language);
  const { image } = head;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    link('canonical', canonical),
    ...languages.map((other) => link('alternate', inLanguage(address, other), other)),
    link('alternate', address, 'x-default'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', 'Heirloom'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', ogLocales[language]),
    ...languages
      .filter((other) => other !== language)
      .map((other) => meta('property', 'og:locale:alternate', ogLocales[other])),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          meta('property', 'og:image:alt', image.alt),
          ...(image.width && image.height
            ? [
                meta('property', 'og:image:width', image.width),
                meta('property', 'og:image:height', image.height),
              ]
            : []),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image
      ? [meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt)]
      : []),
  ].join('\n    ');
}

/** What the page's data element says of it to the browser's entry: when its app starts, whose page it is. */
const stateAttributes = (page: RenderedPage) =>
  `${page.startsAtOnce ? ' data-starts="at-once"' : ''}${page.owner ? ` data-owner="${escapeHtml(page.owner)}"` : ''}`;

/** The app's script preloads in the built index.html (apps/web/vite.config.ts), each on its line. */
const scriptPreload = /\n[ \t]*<link rel="modulepreload" crossorigin fetchpriority="low"[^>]*>/g;

/**
 * The built index.html with the rendered screen in it and its styles linked. The scripts of the app and of the
 * screen are preloads set aside in a `<template>`: the page is whole without them, and the entry (apps/web/src/main.tsx)
 * puts them in the head once the page has loaded and painted, so that they never share the bandwidth of its
 * stylesheet and pictures (decision 041).
 */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  language: Language,
  url: string,
  manifest: BuildManifest = {},
): string {
  const files = filesOf(manifest, page.modules);
  // the shell's own files are named by the template already
  const missing = (file: string) => !template.includes(`"/${file}"`);
  const styles = files.css
    .filter(missing)
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`);
  const shellScripts = (template.match(scriptPreload) ?? []).map((link) => link.trim());
  const scripts = [
    ...shellScripts,
    ...files.js
      .filter(missing)
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}" />`),
  ];
  const preloads = scripts.length ? [`<template id="app-preloads">${scripts.join('')}</template>`] : [];
  return (
    template
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      // taken out with their lines' indentation: no line is left holding only spaces
      .replace(/\n[ \t]*<title>[^<]*<\/title>/, '')
      .replace(/\n[ \t]*<meta\s+name="description"[^>]*>/, '')
      .replace(scriptPreload, '')
      .replace(
        '</head>',
        `  ${[headTags(page.head, url, language), ...styles, ...preloads].join('\n    ')}\n  </head>`,
      )
      .replace(
        '<div id="root"></div>',
        `<div id="root">${page.html}</div><script type="application/json" id="server-state"${stateAttributes(page)}>${page.state}</script>`,
      )
  );
}

/**
 * The page for a public entry screen, or for an owner's screen with the owner's page session (`session`, checked by
 * http/page-session.ts); else undefined (any other address, or a render that failed: logged).
 */
export async function renderPage(
  app: FastifyInstance,
  renderer: WebRenderer,
  template: string,
  request: FastifyRequest,
  page: { publicUrl: string; manifest: BuildManifest; session?: { userId: string; accessToken: string } },
): Promise<string | undefined> {
  const { publicUrl, manifest, session } = page;
  const pathname = request.url.split('?')[0] ?? '/';
  const forOwner = session !== undefined && renderer.rendersForOwner?.(pathname) === true;
  if (!forOwner && !renderer.rendersOnServer(pathname)) return undefined;
  const language = visitorLanguage(request);
  const origin = publicUrl || `${request.protocol}://${request.host}`;
  try {
    const rendered = await renderer.render({
      url: request.url,
      language,
      origin,
      ...(forOwner ? { owner: session.userId } : {}),
      // the render's calls, answered in-process as if this visitor made them (their address, host, language)
      transport: async (call, url) => {
        const answer = await app.inject({
          method: call.method.toUpperCase() as 'GET',
          url,
          remoteAddress: request.ip,
          headers: {
            ...call.headers,
            host: request.headers.host ?? new URL(origin).host,
            'accept-language': language,
            // an owner's screen: its calls as the owner, with an access token made for this render only
            ...(forOwner ? { authorization: `Bearer ${session.accessToken}` } : {}),
            ...(call.data === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(call.data === undefined ? {} : { payload: JSON.stringify(call.data) }),
        });
        const json = answer.headers['content-type']?.toString().startsWith('application/json');
        return {
          status: answer.statusCode,
          data: json ? (answer.json() as unknown) : answer.body || undefined,
        };
      },
    });
    // the page's own address: a query (a return path, a sign-in link's token) is no part of it, and is not shared
    return rendered && fillTemplate(template, rendered, language, `${origin}${pathname}`, manifest);
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'server render failed: the empty app page is served');
    return undefined;
  }
}

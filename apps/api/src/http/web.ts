// Serves the built web app at / with an SPA fallback (an address the app has no screen for is answered 404, with
// the app's not-found page); unknown /api paths stay JSON 404s. The public entry screens
// (sign-in, shop, a shop item, an item's public page) are rendered here with their content (./web-render.ts); an
// item's page is found by its GS1 Digital Link (./digital-link-pages.ts). Crawlers get robots.txt and a sitemap
// (./crawlers.ts).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../lib/errors';
import { installCrawlerFiles } from './crawlers';
import { installDigitalLinkPages } from './digital-link-pages';
import { pageSessionOf } from './page-session';
import { installWebManifest } from './web-manifest';
import { loadWebRenderer, readManifest, renderPage, type WebRenderer } from './web-render';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The web app where it is built, and the answer to any path no route takes (returned, for an undecodable one). */
export async function installWebApp(
  app: FastifyInstance,
  distDir: string,
  options: { publicUrl: string; renderer?: WebRenderer } = { publicUrl: '' },
): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  const renderer = options.renderer ?? (await loadWebRenderer(app, distDir));
  const webFallback = await serveWebApp(app, distDir, renderer, options.publicUrl);
  installDigitalLinkPages(app, app.services.protection, app.services.taps, {
    tapsPerIpPerMinute: app.deps.config.limits.tapsPerIpPerMinute,
    publicUrl: options.publicUrl,
    passports: app.services.passports,
    page: webFallback,
  });
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (webFallback && !isApiPath(request.url)) return webFallback(request, reply);
    const url = request.url.split('?')[0] ?? '';
    return sendError(request, reply, 404, 'ROUTE_NOT_FOUND', { method: request.method, url });
  };
  app.setNotFoundHandler(notFound);
  return notFound;
}

/** Returns a not-found handler for non-API paths, or undefined when there is no built web app. */
async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  renderer: WebRenderer | undefined,
  publicUrl: string,
): Promise<
  ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply) | undefined
> {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run `npm run build`)');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: ['index.html'],
    // the build writes .br and .gz copies of its text assets (apps/web/scripts/precompress.ts)
    preCompressed: true,
    cacheControl: false,
    // (with preCompressed, @fastify/static says Vary: Accept-Encoding itself: a shared cache keeps the
    // compressed and the plain copy apart)
    setHeaders: (reply, filePath) => {
      const relative = path.relative(distDir, filePath);
      // Vite's hashed assets never change; everything else must be revalidated (index, service worker).
      reply.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  installWebManifest(app, distDir);
  installCrawlerFiles(app, publicUrl);
  const template = fs.readFileSync(index, 'utf8');
  const manifest = readManifest(distDir);
  const htmlType = 'text/html; charset=utf-8';
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const accepted = request.method === 'GET' || request.method === 'HEAD';
    if (!accepted) return reply.status(404).send();
    const pathname = request.url.split('?')[0] ?? '/';
    // an owner's screen (the home) is rendered for the owner of a page session, and kept by no cache: after
    // signing out, back or a reload must not show it (decision 042)
    const ownersScreen = renderer?.rendersForOwner?.(pathname) === true;
    const session = ownersScreen ? await pageSessionOf(app, request, reply) : undefined;
    const html =
      renderer && (await renderPage(app, renderer, template, request, { publicUrl, manifest, session }));
    if (html) {
      // the page depends on the visitor's language and session, read from these two
      return reply
        .header('cache-control', ownersScreen ? 'private, no-store' : 'no-cache')
        .header('vary', 'Accept-Language, Cookie')
        .type(htmlType)
        .send(html);
    }
    // the owner's screen signed out: the shell, written here (the static files' headers would say no-cache)
    if (ownersScreen) {
      return reply
        .header('cache-control', 'private, no-store')
        .header('vary', 'Cookie')
        .type(htmlType)
        .send(template);
    }
    // a soft 404 misleads crawlers and link checkers: the app's page says "not found", and so does the status
    if (renderer?.isAppAddress?.(pathname) === false) reply.code(404);
    return reply.header('cache-control', 'no-cache').type(htmlType).sendFile('index.html');
  };
  // the home's address, which the static files would otherwise answer with index.html (a page: not in the API's document)
  app.get('/', { schema: { hide: true } }, page);
  return page;
}

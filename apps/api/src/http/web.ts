// Serves the built web app at / with an SPA fallback; unknown /api paths stay JSON 404s.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../lib/errors';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The web app where it is built, and the answer to any path no route takes. */
export async function installWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const webFallback = await serveWebApp(app, distDir);
  app.setNotFoundHandler((request, reply) => {
    if (webFallback && !isApiPath(request.url)) return webFallback(request, reply);
    const url = request.url.split('?')[0] ?? '';
    return sendError(request, reply, 404, 'ROUTE_NOT_FOUND', { method: request.method, url });
  });
}

/** Returns a not-found handler for non-API paths, or undefined when there is no built web app. */
async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined> {
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
  return (request, reply) => {
    const accepted = request.method === 'GET' || request.method === 'HEAD';
    if (!accepted) return reply.status(404).send();
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  };
}

// The PWA's manifest in the reader's language. The built one (apps/web/src/config/web-manifest.ts) is English; one
// address answers in the language of the visitor (their choice in the app, else their browser's) rather than one
// manifest per language linked from each page: the empty app page, which most screens are served as, has no
// language of its own, and a single address keeps the installed app one app.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@heirloom/contract';
import { visitorLanguage } from './web-render';

const descriptions: Record<Language, string> = {
  en: 'Your authenticated luxury items and their digital certificates.',
  fr: 'Vos objets de luxe authentifiés et leurs certificats numériques.',
};

/** Serves `/manifest.webmanifest` from the build, in the reader's language; nothing when there is none. */
export function installWebManifest(app: FastifyInstance, distDir: string): void {
  const file = path.join(distDir, 'manifest.webmanifest');
  if (!fs.existsSync(file)) return;
  const built = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const language = visitorLanguage(request);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify({ ...built, lang: language, description: descriptions[language] }));
  });
}

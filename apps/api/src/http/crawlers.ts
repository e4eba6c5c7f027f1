// What crawlers read: robots.txt (the signed-in screens, the console and the API are not for them) and a sitemap
// of the public pages (the sign-in, the shop and its collections on sale), each in both languages with its
// alternates, as the pages' own hreflang links give them.
import { languages } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html';
import { inLanguage } from './web-render';

/** The screens behind a sign-in, and what is not a page: crawlers have nothing to read there. */
const notForCrawlers = [
  '/api/',
  '/console',
  '/items/',
  '/collections/',
  '/activity',
  '/settings',
  '/legal',
  '/confirm-email',
  '/account-deleted',
  '/shop/complete',
  '/shop/market',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...notForCrawlers.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A sitemap (sitemaps.org) of these paths, each language's address with its alternates. */
export function sitemapXml(publicUrl: string, pagePaths: string[]): string {
  const entry = (address: string) =>
    languages
      .map((language) =>
        [
          '  <url>',
          `    <loc>${escapeHtml(inLanguage(address, language))}</loc>`,
          ...languages.map(
            (other) =>
              `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(inLanguage(address, other))}"/>`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(address)}"/>`,
          '  </url>',
        ].join('\n'),
      )
      .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pagePaths.map((pagePath) => entry(`${publicUrl}${pagePath}`)),
    '</urlset>',
    '',
  ].join('\n');
}

export function installCrawlerFiles(app: FastifyInstance, publicUrl: string): void {
  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const collections = await app.services.shop.collectionsForSale('en');
    const pagePaths = [
      '/login',
      '/shop',
      ...collections.map((collection) => `/shop/${encodeURIComponent(collection.id)}`),
    ];
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(publicUrl, pagePaths));
  });
}

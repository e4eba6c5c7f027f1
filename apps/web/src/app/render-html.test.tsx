// The server's render of the public entry screens is valid HTML (html-validate's recommended rules, see
// test/html-validation.ts) in both languages, inside the app's own index.html: autofill tokens that fit their
// field, names only where the element takes one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HttpRequest, HttpResponse } from '../api/http';
import { makePublicItem } from '../test/fixtures/protection';
import { makeCollection } from '../test/fixtures/shop';
import { htmlProblems } from '../test/html-validation';
import { render } from './render';

const ORIGIN = 'https://heirloom.example';
// (the tests run in apps/web)
const template = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');

/** The API as the render reaches it: an item with photos, two collections on sale, no brand settings. */
async function api(request: HttpRequest): Promise<HttpResponse> {
  const item = makePublicItem();
  if (request.url === `/public/items/${item.publicId}`) return { status: 200, data: item };
  if (request.url === '/nft-collections/forSale') {
    const collections = [makeCollection(), makeCollection({ id: 'c2', name: 'Nightfall', itemsLeft: 0 })];
    return { status: 200, data: { items: collections, total: collections.length } };
  }
  return { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'No' } };
}

describe('server render, as HTML', () => {
  it.each(['en', 'fr'] as const)(
    'gives valid HTML for the sign-in, a public page and the shop (%s)',
    async (language) => {
      const urls = ['/login', '/verify/pub-1', '/shop'];
      const found: Record<string, string[]> = {};
      for (const url of urls) {
        const page = await render({ url, language, transport: api, origin: ORIGIN });
        expect(page?.html, url).toContain('<h1');
        const html = template.replace('<div id="root"></div>', `<div id="root">${page?.html ?? ''}</div>`);
        found[url] = await htmlProblems(html);
      }
      expect(found).toEqual(Object.fromEntries(urls.map((url) => [url, []])));
    },
  );
});

// The addresses of an item's public page (docs/decisions/022-gs1-digital-link.md): its GS1 Digital Link,
// /01/<gtin14>/21/<serial>, resolved here (a link that names no item is a 404 page, in the visitor's language,
// never an error; one written otherwise moves to its canonical form), and its older /verify/<publicId>, which moves
// to the Digital Link when the item has one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { digitalLinkUri, parseDigitalLinkPath } from '../lib/digital-link';
import { sendError } from '../lib/errors';

type Page = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;

/** What these pages ask of the public page's module (modules/protection). */
interface ItemAddresses {
  digitalLinkOf(publicId: string): Promise<string | undefined>;
  namesAnItem(gtin: string, serial: string): Promise<boolean>;
}

/** A public id as the public item route takes one (packages/contract, publicRoutes.item). */
const PUBLIC_ID = /^[A-Za-z0-9_-]{4,64}$/;

/** `page`: the web app's page for an address (server-rendered), absent when the web app is not built. */
export function installDigitalLinkPages(app: FastifyInstance, items: ItemAddresses, page?: Page): void {
  const pageOr404 = (request: FastifyRequest, reply: FastifyReply) =>
    page
      ? page(request, reply)
      : sendError(request, reply, 404, 'ROUTE_NOT_FOUND', { method: request.method, url: request.url });

  app.get('/verify/:publicId', async (request, reply) => {
    const { publicId } = request.params as { publicId: string };
    const link = PUBLIC_ID.test(publicId) ? await items.digitalLinkOf(publicId) : undefined;
    if (!link) return pageOr404(request, reply);
    const query = request.url.indexOf('?');
    // permanent (the Digital Link is the page's address now), kept with its method; revalidated by browsers, as a
    // brand may still correct a collection's GTIN
    return reply
      .header('cache-control', 'no-cache')
      .redirect(query < 0 ? link : `${link}${request.url.slice(query)}`, 308);
  });

  // the query is kept for the parameters a tap of an NFC tag will add; the key is the path alone
  app.get('/01/*', async (request, reply) => {
    const [pathname = '', query] = request.url.split(/\?(.*)/s);
    const key = parseDigitalLinkPath(pathname);
    // an item's page: a GTIN and a serial (a variant or lot names no single item)
    const serial = key && key.cpv === undefined && key.lot === undefined ? key.serial : undefined;
    if (!key || serial === undefined || !(await items.namesAnItem(key.gtin, serial))) {
      return pageOr404(request, reply.code(404));
    }
    // one address per item: the same key written otherwise (its serial percent-encoded differently) moves to it
    const canonical = digitalLinkUri('', key.gtin, serial);
    if (canonical && canonical !== pathname) {
      return reply
        .header('cache-control', 'no-cache')
        .redirect(query ? `${canonical}?${query}` : canonical, 308);
    }
    return pageOr404(request, reply);
  });
}

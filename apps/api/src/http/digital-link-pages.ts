// The addresses of an item's public page (docs/decisions/022-gs1-digital-link.md): its GS1 Digital Link,
// /01/<gtin14>/21/<serial>, resolved here (a link that names no item is a 404 page, in the visitor's language,
// never an error; one written otherwise moves to its canonical form), and its older /verify/<publicId>, which moves
// to the Digital Link when the item has one. Either address with a tag's SUN parameters (`?e=…&c=…`, a tap of the
// item's NFC tag) is a tap: a browser gets the page, which reads it; `Accept: application/json` gets the verdict
// (docs/decisions/024-tags-and-taps.md). Taps are limited per IP.
import type { Language, TapAddress, TapResult } from '@heirloom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { digitalLinkUri, parseDigitalLinkPath } from '../lib/digital-link';
import { sendError } from '../lib/errors';
import { allowPreflight } from './cross-origin';
import {
  dataWanted,
  installResolverDescription,
  linksetHeader,
  type PublicItems,
  type PublicPassports,
  sendItemData,
} from './digital-link-data';
import { readerLanguage } from './reader-language';

type Page = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;

/** What these pages ask of the public page's module (modules/protection). */
interface ItemAddresses extends PublicItems {
  digitalLinkOf(publicId: string): Promise<string | undefined>;
  namesAnItem(gtin: string, serial: string): Promise<boolean>;
}

/** What these pages ask of the tags module: a tap's verdict. */
interface TapReader {
  read(
    address: TapAddress,
    sun: { e: string; c: string },
    reader: Language,
  ): Promise<{ status: 200 | 404; result: TapResult }>;
}

/** The SUN parameters of a tap, when the address carries both. */
function sunOf(request: FastifyRequest): { e: string; c: string } | undefined {
  const { e, c } = request.query as Record<string, unknown>;
  return typeof e === 'string' && typeof c === 'string'
    ? { e: e.slice(0, 64), c: c.slice(0, 32) }
    : undefined;
}

/** A machine asking for data (JSON) rather than a page. */
const wantsJson = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
};

/** A public id as the public item route takes one (packages/contract, publicRoutes.item). */
const PUBLIC_ID = /^[A-Za-z0-9_-]{4,64}$/;

/** The two addresses' entries in the OpenAPI document (their answers are pages, redirects or tap verdicts). */
const verifyDoc = {
  operationId: 'pages.verify',
  summary:
    "An item's public page by its public id: moves (308) to its Digital Link; with SUN parameters and Accept: application/json, the tap's verdict",
  tags: ['pages'],
  security: [],
  params: z.object({ publicId: z.string() }),
};
const itemDoc = {
  operationId: 'pages.item',
  summary:
    "An item's GS1 Digital Link: its public page; with Accept: application/ld+json the item as JSON-LD (schema.org Product); with ?linkType=all or Accept: application/linkset+json its links (RFC 9264 linkset); with ?linkType=<GS1 link type> a redirect to that link; with SUN parameters and Accept: application/json, the tap's verdict",
  tags: ['pages'],
  security: [],
  params: z.object({ gtin: z.string(), serial: z.string() }),
  // loose: a tap's SUN parameters (e, c) and the page's (lang) stay in the query
  querystring: z.looseObject({
    linkType: z
      .string()
      .optional()
      .describe('all (the linkset), or a GS1 link type such as gs1:pip, gs1:verificationService'),
  }),
};

/**
 * A tap asked as JSON counts against the per-IP limit of taps here; a browser's page reads its tap through
 * POST /api/public/taps, which counts it (with the visitor's address); the page without SUN parameters is not
 * counted.
 */
const tapLimitOf = (perMinute: number) => ({
  config: {
    rateLimit: {
      max: perMinute,
      timeWindow: 60_000,
      allowList: (request: FastifyRequest) => sunOf(request) === undefined || !wantsJson(request),
    },
  },
});

/** `page`: the web app's page for an address (server-rendered), absent when the web app is not built. */
export function installDigitalLinkPages(
  app: FastifyInstance,
  items: ItemAddresses,
  taps: TapReader,
  options: { tapsPerIpPerMinute: number; publicUrl: string; passports: PublicPassports; page?: Page },
): void {
  const { page, publicUrl, passports } = options;
  const pageOr404 = (request: FastifyRequest, reply: FastifyReply) =>
    page
      ? page(request, reply)
      : sendError(request, reply, 404, 'ROUTE_NOT_FOUND', { method: request.method, url: request.url });
  /** A tap asked as data: its verdict, as POST /api/public/taps answers it. */
  const tapAsJson = async (
    address: TapAddress,
    sun: { e: string; c: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const { status, result } = await taps.read(address, sun, readerLanguage(request));
    return reply.header('cache-control', 'no-store').header('vary', 'accept').status(status).send(result);
  };
  const tapLimit = tapLimitOf(options.tapsPerIpPerMinute);

  app.get('/verify/:publicId', { ...tapLimit, schema: verifyDoc }, async (request, reply) => {
    const { publicId } = request.params as { publicId: string };
    const sun = sunOf(request);
    if (sun && wantsJson(request) && PUBLIC_ID.test(publicId))
      return tapAsJson({ publicId }, sun, request, reply);
    const link = PUBLIC_ID.test(publicId) ? await items.digitalLinkOf(publicId) : undefined;
    if (!link) return pageOr404(request, reply);
    const query = request.url.indexOf('?');
    // permanent (the Digital Link is the page's address now), kept with its method; revalidated by browsers, as a
    // brand may still correct a collection's GTIN
    return reply
      .header('cache-control', 'no-cache')
      .redirect(query < 0 ? link : `${link}${request.url.slice(query)}`, 308);
  });

  // the query is kept for the parameters a tap of an NFC tag will add; the key is the path alone. An item's
  // address is documented as such; the other forms of a key (a variant, a lot, other encodings) reach the same
  // handler through the wildcard, left out of the document
  const itemPage: RouteHandlerMethod = async (request, reply) => {
    const [pathname = '', query] = request.url.split(/\?(.*)/s);
    const key = parseDigitalLinkPath(pathname);
    // an item's page: a GTIN and a serial (a variant or lot names no single item)
    const serial = key && key.cpv === undefined && key.lot === undefined ? key.serial : undefined;
    const sun = sunOf(request);
    if (sun && wantsJson(request)) {
      return tapAsJson({ gtin: key?.gtin ?? '', serial: serial ?? '' }, sun, request, reply);
    }
    const wanted = dataWanted(request);
    if (!key || serial === undefined || !(await items.namesAnItem(key.gtin, serial))) {
      return wanted ? sendError(request, reply, 404, 'NOT_FOUND') : pageOr404(request, reply.code(404));
    }
    // one address per item: the same key written otherwise (its serial percent-encoded differently) moves to it
    const canonical = digitalLinkUri('', key.gtin, serial);
    if (canonical && canonical !== pathname) {
      return reply
        .header('cache-control', 'no-cache')
        .redirect(query ? `${canonical}?${query}` : canonical, 308);
    }
    reply.header('link', linksetHeader(`${publicUrl}${canonical ?? pathname}`)).header('vary', 'accept');
    if (wanted) {
      const key14 = { gtin: key.gtin, serial };
      return sendItemData({ items, passports }, publicUrl, wanted, key14, request, reply);
    }
    return pageOr404(request, reply);
  };
  installResolverDescription(app, publicUrl);
  allowPreflight(app, '/01/*');
  app.get('/01/:gtin/21/:serial', { ...tapLimit, schema: itemDoc }, itemPage);
  app.get('/01/*', { ...tapLimit, schema: { hide: true } }, itemPage);
}

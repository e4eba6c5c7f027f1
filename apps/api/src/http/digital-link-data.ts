// What an item's GS1 Digital Link answers a machine (docs/decisions/033-digital-link-resolver.md): the item as
// JSON-LD (schema.org's Product, with GS1's Web Vocabulary where it has the term), the item's links as an RFC 9264
// linkset, a redirect to one link chosen by its GS1 link type, and the resolver's own description at
// /.well-known/gs1resolver. A browser still gets the page (./digital-link-pages.ts).
import {
  asOfQuery,
  buildPath,
  type Language,
  passportRoutes,
  type PassportView,
  type PublicItem,
  publicRoutes,
} from '@heirloom/contract';
import { sendError } from '../lib/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowPreflight, readableFromAnyOrigin } from './cross-origin';
import { readerLanguage } from './reader-language';

export const GS1_VOC = 'https://gs1.org/voc/';
export const LINKSET_TYPE = 'application/linkset+json';
export const JSON_LD_TYPE = 'application/ld+json';

/** One link of the set, as RFC 9264's JSON format writes a target. */
interface LinkTarget {
  href: string;
  type?: string;
  hreflang?: string[];
  title?: string;
}

/** The public passport's address (GS1's `dpp` link type), as of a date when one is asked. */
export function passportAddress(item: PublicItem, publicUrl: string, asOf?: string): string {
  const path = buildPath(passportRoutes.public.path, { gtin: item.gtin ?? '', serial: item.serialNumber });
  return `${publicUrl}/api${path}${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`;
}

/**
 * The item's links by relation type: GS1 link types by their IRI, registered relation types by their name. With
 * a passport (`hasPassport`), its data (`gs1:dpp`) and its care and after-sales service part (`gs1:serviceInfo`).
 */
export function linksOf(
  item: PublicItem,
  publicUrl: string,
  hasPassport = false,
  asOf?: string,
): Record<string, LinkTarget[]> {
  const page = (lang: 'en' | 'fr'): LinkTarget => ({
    href: `${item.digitalLink}?lang=${lang}`,
    type: 'text/html',
    hreflang: [lang],
    title: `${item.name || item.serialNumber}, ${item.brand.name}`,
  });
  const pages = [page('en'), page('fr')];
  const links: Record<string, LinkTarget[]> = {
    [`${GS1_VOC}defaultLink`]: [{ href: item.digitalLink, type: 'text/html', hreflang: ['en', 'fr'] }],
    // the public page is the item's information page and where its authenticity is checked
    [`${GS1_VOC}pip`]: pages,
    [`${GS1_VOC}verificationService`]: pages,
    // the page's check of a certificate of ownership (docs/decisions/034-ownership-credentials.md)
    [`${GS1_VOC}certificationInfo`]: (['en', 'fr'] as const).map((lang) => ({
      ...page(lang),
      href: `${item.digitalLink}?lang=${lang}#certificate-check`,
    })),
  };
  // the owner's repair request (the web app's /repair/:publicId, which takes a signed-in owner to the item's own
  // repair page, anyone else to this page)
  const repairRequest: LinkTarget = {
    href: `${publicUrl}/repair/${encodeURIComponent(item.publicId)}`,
    type: 'text/html',
    hreflang: ['en', 'fr'],
    title: `Ask ${item.brand.name} for a repair (its owner, signed in)`,
  };
  links[`${GS1_VOC}serviceInfo`] = [repairRequest];
  if (hasPassport && item.gtin) {
    const passport = { href: passportAddress(item, publicUrl, asOf), type: 'application/json' };
    links[`${GS1_VOC}dpp`] = [passport];
    // its care, spare parts and after-sales service fields: GS1's "service or maintenance instructions"
    links[`${GS1_VOC}serviceInfo`] = [passport, repairRequest];
  }
  if (item.token) {
    // the token's ERC-721 metadata, which wallets and marketplaces read
    links.describedby = [
      {
        href: `${publicUrl}/api${buildPath(publicRoutes.token.path, { tokenId: item.token.tokenId })}`,
        type: 'application/json',
      },
    ];
  }
  return links;
}

/** The linkset document (RFC 9264 §4.2): one context object, anchored at the item's Digital Link. */
export function linksetOf(item: PublicItem, publicUrl: string, hasPassport = false) {
  return { linkset: [{ anchor: item.digitalLink, ...linksOf(item, publicUrl, hasPassport) }] };
}

/** The passport's public fields as schema.org and GS1 terms (docs/decisions/035-the-item-passport.md). */
function passportJsonLd(passport: PassportView, address: string) {
  const { manufacturer, countryOfOrigin, materials } = passport.fields;
  const texts = (text: { en?: string; fr?: string }) =>
    (['en', 'fr'] as const).flatMap((lang) =>
      text[lang] ? [{ '@value': text[lang], '@language': lang }] : [],
    );
  return {
    'gs1:dpp': { '@id': address },
    ...(countryOfOrigin ? { countryOfOrigin: { '@type': 'Country', identifier: countryOfOrigin } } : {}),
    ...(materials && materials.length > 0 ? { material: materials.flatMap((m) => texts(m.name)) } : {}),
    ...(manufacturer
      ? {
          manufacturer: {
            '@type': 'Organization',
            name: manufacturer.name,
            ...(manufacturer.gln ? { 'gs1:globalLocationNumber': manufacturer.gln } : {}),
            ...(manufacturer.country
              ? { address: { '@type': 'PostalAddress', addressCountry: manufacturer.country } }
              : {}),
          },
        }
      : {}),
  };
}

/**
 * The item as linked data: schema.org's Product, its GTIN and serial as GS1's vocabulary names them too, and its
 * passport's public fields when it has one (as of `asOf` when asked).
 */
export function productJsonLd(item: PublicItem, passport?: { view: PassportView; address: string }) {
  const gtin = item.gtin ?? undefined;
  return {
    '@context': { '@vocab': 'https://schema.org/', gs1: GS1_VOC },
    '@id': item.digitalLink,
    '@type': 'Product',
    url: item.digitalLink,
    ...(item.name ? { name: item.name } : {}),
    ...(item.description ? { description: item.description } : {}),
    ...(gtin ? { gtin, 'gs1:gtin': gtin } : {}),
    serialNumber: item.serialNumber,
    'gs1:serialNumber': item.serialNumber,
    brand: { '@type': 'Brand', name: item.brand.name },
    model: item.collection.name,
    ...(item.images.length > 0 ? { image: item.images.map((image) => image.url) } : {}),
    ...(passport ? passportJsonLd(passport.view, passport.address) : {}),
  };
}

/** The resolver's description (GS1-Conformant Resolver standard), served at /.well-known/gs1resolver. */
export function resolverDescription(publicUrl: string) {
  return {
    name: 'Heirloom',
    resolverRoot: publicUrl,
    supportedPrimaryKeys: ['01'],
    supportedLinkType: [{ namespace: GS1_VOC, prefix: 'gs1:' }],
    linkTypeDefaultCanBeLinkset: false,
    supportedContextValuesEnumerated: [],
  };
}

/** What a request to an item's Digital Link asks for, besides its page. */
export type DataWanted =
  | { kind: 'linkset' }
  | { kind: 'jsonld' }
  /** one link by its type (`?linkType=gs1:pip`, or the full IRI) */
  | { kind: 'link'; linkType: string };

export function dataWanted(request: FastifyRequest): DataWanted | undefined {
  const { linkType } = request.query as Record<string, unknown>;
  const accept = request.headers.accept ?? '';
  if (linkType === 'all' || accept.includes(LINKSET_TYPE)) return { kind: 'linkset' };
  if (typeof linkType === 'string' && linkType !== '') {
    return {
      kind: 'link',
      linkType: linkType.startsWith('gs1:') ? `${GS1_VOC}${linkType.slice(4)}` : linkType,
    };
  }
  if (accept.includes(JSON_LD_TYPE)) return { kind: 'jsonld' };
  return undefined;
}

/** The Link header every answer of the Digital Link carries: where its linkset is (GS1 resolvers' convention). */
export const linksetHeader = (digitalLink: string) =>
  `<${digitalLink}?linkType=all>; rel="linkset"; type="${LINKSET_TYPE}"`;

/** What the data answers ask of the public page's module (modules/protection). */
export interface PublicItems {
  publicItemByDigitalLink(gtin: string, serial: string, reader: Language): Promise<PublicItem>;
}

/** What they ask of the passport module: the public passport, undefined when there was none then. */
export interface PublicPassports {
  publicPassport(gtin: string, serial: string, asOf?: string): Promise<PassportView | undefined>;
}

/** The item as data: its JSON-LD, its linkset, or a redirect to one of its links (the page by default). */
export async function sendItemData(
  sources: { items: PublicItems; passports: PublicPassports },
  publicUrl: string,
  wanted: DataWanted,
  key: { gtin: string; serial: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const reader = readerLanguage(request);
  const given = asOfQuery.shape.asOf.safeParse((request.query as Record<string, unknown>).asOf);
  if (!given.success)
    return sendError(request, reply, 400, 'VALIDATION', { field: 'asOf', detail: 'a date' }, 'asOf');
  const asOf = given.data;
  const item = await sources.items.publicItemByDigitalLink(key.gtin, key.serial, reader);
  const passport = await sources.passports.publicPassport(key.gtin, key.serial, asOf);
  readableFromAnyOrigin(reply).header('cache-control', 'no-cache');
  if (wanted.kind === 'linkset')
    return reply.type(LINKSET_TYPE).send(JSON.stringify(linksetOf(item, publicUrl, passport !== undefined)));
  if (wanted.kind === 'jsonld') {
    const data = passport && { view: passport, address: passportAddress(item, publicUrl, asOf) };
    return reply.type(JSON_LD_TYPE).send(JSON.stringify(productJsonLd(item, data)));
  }
  // a link type the item has: its target in the reader's language where there is a choice (the passport as of
  // the date asked); any other: the default link (GS1 resolvers' rule), the page. A passport asked as of a date
  // before its first version still goes to the passport's address, which says so.
  const hasPassport = passport !== undefined || (asOf !== undefined && item.gtin !== null);
  const targets = linksOf(item, publicUrl, hasPassport, asOf)[wanted.linkType] ?? [];
  const target = targets.find((t) => t.hreflang?.includes(reader)) ?? targets[0];
  return reply.redirect(target?.href ?? item.digitalLink, 307);
}

/** /.well-known/gs1resolver, readable from any origin. */
export function installResolverDescription(app: FastifyInstance, publicUrl: string): void {
  const schema = {
    operationId: 'pages.gs1resolver',
    summary: "The GS1 resolver's description: its root, the keys and link types it resolves",
    tags: ['pages'],
    security: [],
  };
  app.get('/.well-known/gs1resolver', { schema }, async (_request, reply) =>
    readableFromAnyOrigin(reply)
      .header('cache-control', 'public, max-age=3600')
      .send(resolverDescription(publicUrl)),
  );
  allowPreflight(app, '/.well-known/gs1resolver');
}

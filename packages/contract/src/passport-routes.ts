// The item's passport's routes (docs/decisions/035-the-item-passport.md): the console's (a model's and an item's
// passport, documents, the CSV import, authority keys), the owner's view and consent, the public passport by GS1
// identity (with an authority key: the authority's view), and the compliance documents.
import { z } from 'zod';
import { errorSchema, idParams, languageSchema, routeErrors, wellFormedText } from './common';
import { brandParams, brandRoute, staffErrors } from './console';
import { csvErrorSchema } from './console-catalogue';
import {
  AUTHORITY_KEY_MAX_DAYS,
  AUTHORITY_KEY_LABEL_MAX,
  AUTHORITY_KEY_PREFIX,
  asOfQuery,
  authorityKeySchema,
  consolePassportSchema,
  itemPassportFieldsSchema,
  PASSPORT_DOCUMENT_MAX_BYTES,
  PASSPORT_DOCUMENT_TYPES,
  passportDocumentSchema,
  passportFieldsSchema,
  passportViewSchema,
} from './passport';
import { defineRoute } from './route';

const collectionParams = brandParams.extend({ collectionId: z.uuid() });
const itemParams = brandParams.extend({ itemId: z.uuid() });
const errors409 = { ...staffErrors, 409: errorSchema };

export const consolePassportRoutes = {
  modelPassport: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/collections/:collectionId/passport',
    summary: "A model's passport as the console edits it (as of a date with asOf), and its versions",
    roles: ['catalogue', 'afterSales'],
    params: collectionParams,
    querystring: asOfQuery,
    response: { 200: consolePassportSchema, ...staffErrors },
  }),
  setModelPassport: brandRoute({
    method: 'PUT',
    path: '/console/brands/:brandId/collections/:collectionId/passport',
    summary:
      "Writes a model's passport as a new version (409 PASSPORT_CHANGED when baseVersion is not the latest: someone else wrote it meanwhile)",
    roles: ['catalogue'],
    params: collectionParams,
    body: z.object({ fields: passportFieldsSchema, baseVersion: z.number().int().nullable() }).strict(),
    response: { 200: consolePassportSchema, ...errors409 },
  }),
  itemPassport: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/items/:itemId/passport',
    summary: "An item's own passport fields (those that replace its model's), as of a date with asOf",
    roles: ['catalogue', 'afterSales'],
    params: itemParams,
    querystring: asOfQuery,
    response: { 200: consolePassportSchema, ...staffErrors },
  }),
  setItemPassport: brandRoute({
    method: 'PUT',
    path: '/console/brands/:brandId/items/:itemId/passport',
    summary: "Writes an item's own passport fields as a new version (409 PASSPORT_CHANGED as for a model)",
    roles: ['catalogue'],
    params: itemParams,
    body: z.object({ fields: itemPassportFieldsSchema, baseVersion: z.number().int().nullable() }).strict(),
    response: { 200: consolePassportSchema, ...errors409 },
  }),
  afterSalesView: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/items/:itemId/passport/view',
    summary:
      "An item's passport as after-sales staff read it: the public fields, the repair information, and the owner's record only with their consent",
    roles: ['afterSales'],
    params: itemParams,
    querystring: asOfQuery,
    response: { 200: passportViewSchema, ...staffErrors },
  }),
  uploadDocument: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/passport-documents',
    summary: `Uploads a compliance document (multipart, field "file": a PDF of at most ${PASSPORT_DOCUMENT_MAX_BYTES / 1024 / 1024} MB), to list in a passport`,
    roles: ['catalogue'],
    response: { 201: passportDocumentSchema, ...staffErrors, 413: errorSchema, 415: errorSchema },
  }),
  importPassports: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/passports/import',
    summary:
      "Writes passports from a CSV file: a line with a gtin is a model, with a gtin and a serial_number an item; then one column per field (docs/product.md lists them). All or nothing: a bad line refuses the file with every line's error (400 CSV_INVALID).",
    roles: ['catalogue'],
    body: z.object({ csv: z.string().min(1).max(2_000_000) }).strict(),
    response: {
      201: z.object({ models: z.number().int(), items: z.number().int() }),
      ...staffErrors,
      400: csvErrorSchema,
    },
  }),
  authorityKeys: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/authority-keys',
    summary: "The brand's market-surveillance keys for authorities (admins)",
    response: { 200: z.object({ items: z.array(authorityKeySchema) }), ...staffErrors },
  }),
  createAuthorityKey: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/authority-keys',
    summary: `Issues a market-surveillance key to an authority (shown once; at most ${AUTHORITY_KEY_MAX_DAYS} days), audited`,
    body: z
      .object({
        label: wellFormedText(AUTHORITY_KEY_LABEL_MAX),
        days: z.number().int().min(1).max(AUTHORITY_KEY_MAX_DAYS),
      })
      .strict(),
    response: { 201: authorityKeySchema.extend({ key: z.string() }), ...staffErrors },
  }),
  revokeAuthorityKey: brandRoute({
    method: 'DELETE',
    path: '/console/brands/:brandId/authority-keys/:keyId',
    summary: 'Revokes a market-surveillance key at once, audited',
    params: brandParams.extend({ keyId: z.uuid() }),
    response: { 204: z.null(), ...staffErrors },
  }),
} as const;

export const passportRoutes = {
  owner: defineRoute({
    method: 'GET',
    path: '/v1/items/:id/passport',
    auth: true,
    summary:
      "The item's passport as its owner reads it: the public fields, their own purchase and repairs, and their consent",
    tags: ['items'],
    params: idParams,
    querystring: asOfQuery,
    response: { 200: passportViewSchema, ...routeErrors },
  }),
  consent: defineRoute({
    method: 'PUT',
    path: '/v1/items/:id/passport/consent',
    auth: true,
    summary:
      "Whether the owner shares their record of the item (purchase, repairs) with the brand's after-sales in its passport",
    tags: ['items'],
    params: idParams,
    body: z.object({ shareWithBrand: z.boolean() }).strict(),
    response: { 200: z.object({ shareWithBrand: z.boolean() }), ...routeErrors },
  }),
  public: defineRoute({
    method: 'GET',
    path: '/public/passports/:gtin/:serial',
    auth: false,
    summary: `An item's passport by its GS1 identity, as the public reads it; with an authority key (Authorization: Bearer ${AUTHORITY_KEY_PREFIX}…) as that authority reads it. asOf: as it stood then. Readable from any origin.`,
    tags: ['public'],
    params: z.object({ gtin: z.string().regex(/^\d{8,14}$/), serial: z.string().min(1).max(100) }),
    querystring: asOfQuery.extend({ lang: languageSchema.optional() }),
    response: { 200: passportViewSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
  }),
  document: defineRoute({
    method: 'GET',
    path: '/public/passport-documents/:id',
    auth: false,
    produces: PASSPORT_DOCUMENT_TYPES,
    summary:
      "A compliance document: a public one to anyone; others with an authority key (or to the brand's staff in the console)",
    tags: ['public'],
    params: idParams,
    response: {
      200: z.string().meta({ description: "The document's bytes", format: 'binary' }),
      400: errorSchema,
      401: errorSchema,
      404: errorSchema,
    },
  }),
} as const;

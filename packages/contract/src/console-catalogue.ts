// The console's catalogue, shop, messages and overview (issue 18): collections and their items (one by one or
// by CSV import, all or nothing), what is on sale and at what price, the brand's messages, and the numbers an
// admin opens the console on. Routes of one brand, with the roles that may call them (admins always).
import { z } from 'zod';
import { errorCodeSchema, errorSchema, localizedTextSchema, pageOf, wellFormedText } from './common';
import { brandPage, brandParams, brandRoute, staffErrors } from './console';
import { brandMessageBody, brandMessageSchema } from './messages';
import { repairStates } from './repairs';
import { priceSchema } from './shop';

export const COLLECTION_NAME_MAX = 120;
export const COLLECTION_TEXT_MAX = 4000;
export const ITEM_NAME_MAX = 200;
export const ITEM_SERIAL_MAX = 100;
export const ITEM_TEXT_MAX = 4000;
export const ATTRIBUTE_TEXT_MAX = 200;
export const ATTRIBUTES_MAX = 30;
/** One import brings at most this many items (a bigger catalogue comes in several files). */
export const CSV_IMPORT_MAX_ITEMS = 1000;
/** The CSV text, at most 2 MB. */
export const CSV_IMPORT_MAX_CHARS = 2_000_000;
/** Why staff refunded an order (kept with the order and in the audit log). */
export const REFUND_REASON_MAX = 500;

/**
 * What happened to a brand's item, as the console counts them: minting (its token not confirmed yet), stock
 * (unowned, not on sale), on sale, reserved (a buyer holds it), owned (an owner has it), sent out (left custody
 * for a wallet), lost or stolen (declared by its owner).
 */
export const consoleItemStates = [
  'minting',
  'stock',
  'on_sale',
  'reserved',
  'owned',
  'sent_out',
  'lost',
  'stolen',
] as const;
export const consoleItemStateSchema = z.enum(consoleItemStates);
export type ConsoleItemState = z.infer<typeof consoleItemStateSchema>;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour as #RRGGBB');
export const collectionThemeSchema = z.object({ primary: colour, accent: colour }).strict();

export const consoleCollectionSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.object({ en: z.string().optional(), fr: z.string().optional() }),
    coverUrl: z.string().nullable(),
    theme: collectionThemeSchema.nullable(),
    /** the model's GTIN-14, the key of its items' GS1 Digital Links (null: none given) */
    gtin: z.string().nullable(),
    onSale: z.boolean(),
    price: priceSchema.nullable(),
    /** its items by state */
    counts: z.record(consoleItemStateSchema, z.number().int()),
    total: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ConsoleCollection' });
export type ConsoleCollection = z.infer<typeof consoleCollectionSchema>;

const attributeText = wellFormedText(ATTRIBUTE_TEXT_MAX);
const attributeIn = z.object({ label: attributeText, value: attributeText }).strict();
export const itemAttributeBody = z
  .object({ en: attributeIn.optional(), fr: attributeIn.optional() })
  .strict()
  .refine(
    (a) => a.en !== undefined || a.fr !== undefined,
    'Give the characteristic in English, French or both',
  );

export const consoleItemSchema = z
  .object({
    id: z.uuid(),
    publicId: z.string(),
    collectionId: z.uuid(),
    name: z.string(),
    serialNumber: z.string(),
    description: z.object({ en: z.string().optional(), fr: z.string().optional() }),
    attributes: z.array(itemAttributeBody),
    state: consoleItemStateSchema,
    mint: z
      .object({
        chain: z.string(),
        tokenId: z.string().nullable(),
        txHash: z.string().nullable(),
        at: z.iso.datetime(),
      })
      .nullable(),
    /** the item's public authenticity page */
    publicUrl: z.string(),
    pictureUrl: z.string().nullable(),
    /** since when its owner declared it lost or stolen */
    declaredSince: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ConsoleItem' });
export type ConsoleItem = z.infer<typeof consoleItemSchema>;

export const collectionBody = z
  .object({
    name: wellFormedText(COLLECTION_NAME_MAX),
    description: localizedTextSchema(COLLECTION_TEXT_MAX),
    theme: collectionThemeSchema.nullable().default(null),
    /**
     * the model's GTIN (8, 12, 13 or 14 digits, kept as a GTIN-14): its check digit is verified and no other
     * collection may have it; null or absent: none
     */
    gtin: z.string().trim().max(32).nullable().default(null),
  })
  .strict();
export type CollectionInput = z.input<typeof collectionBody>;

export const itemBody = z
  .object({
    serialNumber: wellFormedText(ITEM_SERIAL_MAX),
    name: wellFormedText(ITEM_NAME_MAX),
    description: z
      .object({ en: wellFormedText(ITEM_TEXT_MAX).optional(), fr: wellFormedText(ITEM_TEXT_MAX).optional() })
      .strict()
      .default({}),
    attributes: z.array(itemAttributeBody).max(ATTRIBUTES_MAX).default([]),
  })
  .strict();
export type ItemInput = z.input<typeof itemBody>;

export const saleBody = z
  .object({
    onSale: z.boolean(),
    price: priceSchema.extend({ amount: z.number().int().min(50).max(100_000_000) }).optional(),
  })
  .strict()
  .refine((b) => !b.onSale || b.price !== undefined, {
    message: 'A collection on sale needs a price',
    path: ['price'],
  });

/** One refused line of a CSV import: its number in the file (the header is line 1), the column, why. */
export const csvLineErrorSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  code: errorCodeSchema,
  message: z.string(),
});
export type CsvLineError = z.infer<typeof csvLineErrorSchema>;
export const csvErrorSchema = errorSchema
  /** CSV_INVALID: each refused line (another 400, such as VALIDATION of the request itself, has none) */
  .extend({ lines: z.array(csvLineErrorSchema).optional() })
  .meta({ id: 'CsvError' });

export const overviewSchema = z
  .object({
    items: z.record(consoleItemStateSchema, z.number().int()),
    repairs: z.record(z.enum(repairStates), z.number().int()),
    /** messages finders sent about the brand's items declared lost or stolen, not yet read by their owners */
    finderContacts: z.number().int(),
    /** paid orders of the last 30 days, per currency */
    sales: z.object({
      days: z.number().int(),
      count: z.number().int(),
      amounts: z.array(priceSchema),
    }),
  })
  .meta({ id: 'ConsoleOverview' });
export type ConsoleOverview = z.infer<typeof overviewSchema>;

export const consoleMessageSchema = brandMessageSchema
  .extend({
    /** owners who opened it */
    reads: z.number().int(),
    /** who wrote it: a staff member's e-mail or an API key's prefix */
    author: z.string().nullable(),
  })
  .meta({ id: 'ConsoleMessage' });
export type ConsoleMessage = z.infer<typeof consoleMessageSchema>;

export const consoleOrderSchema = z
  .object({
    id: z.uuid(),
    item: z.object({ id: z.uuid(), name: z.string(), serialNumber: z.string(), collection: z.string() }),
    price: priceSchema,
    /** created | paid | fulfilled | refunded | failed | cancelled */
    state: z.string(),
    /** the buyer's phone, masked (+33 6 •• •• •• 01); null once their account is gone */
    buyer: z.string().nullable(),
    /**
     * A refunded order's refund: when, by whom and why when staff took the item back (a return); `by` and
     * `reason` null for a payment that went back by itself (someone else got the item first). `settled`: the
     * payment provider has refunded the card (false while its refund is being retried). Null otherwise.
     */
    refund: z
      .object({
        at: z.iso.datetime(),
        by: z.string().nullable(),
        reason: z.string().nullable(),
        settled: z.boolean(),
      })
      .nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ConsoleOrder' });
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;

export const refundBody = z.object({ reason: wellFormedText(REFUND_REASON_MAX) }).strict();
export type RefundInput = z.input<typeof refundBody>;

const collectionParams = brandParams.extend({ collectionId: z.uuid() });
const itemParams = brandParams.extend({ itemId: z.uuid() });
const everyRole = ['afterSales', 'catalogue', 'messages'] as const;

export const consoleCatalogueRoutes = {
  overview: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/overview',
    summary: 'Items by state, open repairs by state, unread finder contacts, sales of the last 30 days',
    roles: everyRole,
    response: { 200: overviewSchema, ...staffErrors },
  }),
  collections: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/collections',
    summary: "The brand's collections, newest first, with their items counted by state",
    roles: everyRole,
    response: { 200: z.object({ items: z.array(consoleCollectionSchema) }), ...staffErrors },
  }),
  createCollection: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/collections',
    summary: 'Creates a collection (name, texts in English and French, theme colours)',
    roles: ['catalogue'],
    body: collectionBody,
    response: { 201: consoleCollectionSchema, ...staffErrors },
  }),
  updateCollection: brandRoute({
    method: 'PUT',
    path: '/console/brands/:brandId/collections/:collectionId',
    summary: "Changes a collection's name, texts or colours",
    roles: ['catalogue'],
    params: collectionParams,
    body: collectionBody,
    response: { 200: consoleCollectionSchema, ...staffErrors },
  }),
  setCover: brandRoute({
    method: 'PUT',
    path: '/console/brands/:brandId/collections/:collectionId/cover',
    summary: 'The cover picture (multipart, field "image": JPEG, PNG, WebP, AVIF, HEIC, up to 15 MB)',
    roles: ['catalogue'],
    params: collectionParams,
    response: { 200: consoleCollectionSchema, ...staffErrors, 413: errorSchema, 415: errorSchema },
  }),
  setSale: brandRoute({
    method: 'PUT',
    path: '/console/brands/:brandId/collections/:collectionId/sale',
    summary: 'Opens the collection in the shop at a price, or closes it',
    roles: ['catalogue'],
    params: collectionParams,
    body: saleBody,
    response: { 200: consoleCollectionSchema, ...staffErrors },
  }),
  items: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/collections/:collectionId/items/:limit/:offset',
    summary: "A collection's items by serial number, with their state",
    roles: everyRole,
    params: brandPage.extend({ collectionId: z.uuid() }),
    querystring: z
      .object({ search: z.string().trim().max(100).optional(), state: consoleItemStateSchema.optional() })
      .strict(),
    response: { 200: pageOf(consoleItemSchema), ...staffErrors },
  }),
  createItem: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/collections/:collectionId/items',
    summary: 'Adds an item to the stock; its token is minted to the brand (409 SERIAL_TAKEN)',
    roles: ['catalogue'],
    params: collectionParams,
    body: itemBody,
    response: { 201: consoleItemSchema, ...staffErrors, 409: errorSchema },
  }),
  importItems: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/collections/:collectionId/import',
    summary:
      'Adds items from a CSV file (serial_number, name, description_en, description_fr, then one column per ' +
      'characteristic: "Case|Boîtier" headers, "Steel|Acier" cells). All or nothing: a bad line refuses the ' +
      `file with every line's error (400 CSV_INVALID). At most ${CSV_IMPORT_MAX_ITEMS} items.`,
    roles: ['catalogue'],
    params: collectionParams,
    body: z.object({ csv: z.string().min(1).max(CSV_IMPORT_MAX_CHARS) }).strict(),
    response: {
      201: z.object({ imported: z.number().int(), items: z.array(consoleItemSchema) }),
      ...staffErrors,
      400: csvErrorSchema,
    },
  }),
  setItemSale: brandRoute({
    method: 'PUT',
    path: '/console/brands/:brandId/items/:itemId/sale',
    summary: 'Puts an unsold item on sale, or back in stock (409 while a buyer holds it or once sold)',
    roles: ['catalogue'],
    params: itemParams,
    body: z.object({ onSale: z.boolean() }).strict(),
    response: { 200: consoleItemSchema, ...staffErrors, 409: errorSchema },
  }),
  setItemPicture: brandRoute({
    method: 'PUT',
    path: '/console/brands/:brandId/items/:itemId/picture',
    summary:
      'The brand\'s picture of an item (multipart, field "image"): it replaces the brand\'s earlier one and leads ' +
      "the item's pictures; the owners' own photos stay",
    roles: ['catalogue'],
    params: itemParams,
    response: { 200: consoleItemSchema, ...staffErrors, 413: errorSchema, 415: errorSchema },
  }),
  marketLink: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/items/:itemId/market-link',
    summary: 'A sealed link to the item on sale, for a QR code to print',
    roles: ['catalogue'],
    params: itemParams,
    body: z.object({ days: z.number().int().min(1).max(365).default(90) }).strict(),
    response: {
      200: z.object({ url: z.string(), expiresAt: z.iso.datetime() }),
      ...staffErrors,
      409: errorSchema,
    },
  }),
  orders: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/orders/:limit/:offset',
    summary:
      "Orders of the brand's items, newest first: paid and handed over, or refunded (a payment for an item " +
      'someone else got first goes back by itself)',
    roles: ['catalogue'],
    params: brandPage,
    response: { 200: pageOf(consoleOrderSchema), ...staffErrors },
  }),
  refundOrder: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/orders/:orderId/refund',
    summary:
      'A return: refunds a sold order to its card, and takes the item back from its buyer into the stock, off ' +
      "sale (its token to the brand's custody); the buyer is told. 409 ORDER_ALREADY_REFUNDED, " +
      'ORDER_NOT_FULFILLED, or when the item is no longer with its buyer (ITEM_NOT_WITH_BUYER, ' +
      'ITEM_DECLARED_MISSING, ITEM_BEING_REPAIRED, RETURN_ITEM_BUSY)',
    roles: ['catalogue'],
    params: brandParams.extend({ orderId: z.uuid() }),
    body: refundBody,
    response: { 200: consoleOrderSchema, ...staffErrors, 409: errorSchema },
  }),
  messages: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/messages/:limit/:offset',
    summary:
      'Messages the brand wrote, newest first, with how many owners they reached and how many read them',
    roles: ['messages'],
    params: brandPage,
    response: { 200: pageOf(consoleMessageSchema), ...staffErrors },
  }),
  sendMessage: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/messages',
    summary: "Writes to one item's owner or a collection's owners, in English and French",
    roles: ['messages'],
    body: brandMessageBody,
    response: { 201: consoleMessageSchema, ...staffErrors, 413: errorSchema, 429: errorSchema },
  }),
} as const;

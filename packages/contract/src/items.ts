// The owner's items: collections, items, history, photo gallery (docs/product.md "Items", "History", "Images").
import { z } from 'zod';
import { defineRoute } from './route';
import {
  attributeSchema,
  descriptionFields,
  errorSchema,
  idParams,
  languageSchema,
  pageOf,
  pageParamsSchema,
  routeErrors,
} from './common';
import { themeSchema } from './theme';
import { tokenSchema } from './chain';

export const itemStatuses = [
  'active',
  'in_repair',
  'lost',
  'stolen',
  'pending_transfer',
  'reserved',
] as const;
export const itemStatusSchema = z.enum(itemStatuses);
export type ItemStatus = z.infer<typeof itemStatusSchema>;

/** List filters: `status` also takes "minting" (items whose certificate is not minted yet). */
export const itemFiltersSchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    status: z.enum([...itemStatuses, 'minting']).optional(),
    sort: z.enum(['recent', 'name']).optional(),
  })
  .strict();
export type ItemFilters = z.infer<typeof itemFiltersSchema>;

export const listBody = z.object({ filters: itemFiltersSchema.optional() }).strict();

export const pageParams = pageParamsSchema;

const uuid = z.uuid();
export const collectionPageParams = pageParams.extend({ collectionId: uuid });
export const imageParams = z.object({ id: uuid, imageId: uuid });
export const imagePrivacySchema = z.enum(['public', 'private']);
export const imagePrivacyParams = imageParams.extend({ privacy: imagePrivacySchema });

export const brandSchema = z.object({
  id: uuid,
  name: z.string(),
  logoUrl: z.string().nullable(),
  theme: themeSchema,
});

export const iconSchema = z.object({ publicUrl: z.string().nullable(), privateUrl: z.string().nullable() });

/**
 * Where the item's certificate is recorded, and how to check it: a token of the items contract on an EVM
 * chain (`ledger: "chain"`, its mint transaction), or, where the server runs without a chain, an entry of
 * Heirloom's own ledger (`ledger: "heirloom"`): an append-only log where each entry's hash seals the one
 * before (`npm run ledger -- verify`), `record` being that entry's hash.
 */
export const mintSchema = z.discriminatedUnion('ledger', [
  z.object({
    ledger: z.literal('heirloom'),
    tokenId: z.string(),
    record: z.string(),
    mintedAt: z.iso.datetime(),
  }),
  z.object({
    ledger: z.literal('chain'),
    /** EIP-155 chain id (31337: the local development chain) */
    chainId: z.number().int(),
    contract: z.string(),
    tokenId: z.string(),
    txHash: z.string(),
    mintedAt: z.iso.datetime(),
  }),
]);
export type Mint = z.infer<typeof mintSchema>;

export const itemSchema = z
  .object({
    id: uuid,
    publicId: z.string(),
    name: z.string(),
    ...descriptionFields,
    serialNumber: z.string(),
    /** its public page's address, which its QR code carries: its GS1 Digital Link, else its /verify page */
    digitalLink: z.string(),
    icon: iconSchema,
    nftCollection: z.object({ id: uuid, name: z.string(), clientId: uuid }),
    brand: brandSchema,
    isToMint: z.boolean(),
    mint: mintSchema.nullable(),
    opposition: z.object({
      active: z.boolean(),
      kind: z.enum(['lost', 'stolen']).nullable(),
      since: z.iso.datetime().nullable(),
    }),
    status: itemStatusSchema,
    /** until when its owner has entrusted it to someone (GET /v1/products/:id/care says to whom), else null */
    inCareUntil: z.iso.datetime().nullable(),
    attributes: z.array(attributeSchema),
    acquiredAt: z.iso.datetime(),
    imageCount: z.number().int(),
  })
  .meta({ id: 'Item' });
export type Item = z.infer<typeof itemSchema>;

/** What every view of a collection shows of it (the collections list, the shop). */
export const collectionFields = {
  id: uuid,
  name: z.string(),
  ...descriptionFields,
  brand: brandSchema,
  coverUrl: z.string().nullable(),
};

export const collectionSummarySchema = z
  .object({
    ...collectionFields,
    itemCount: z.number().int(),
  })
  .meta({ id: 'CollectionSummary' });
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

export const historyKinds = [
  'created',
  'minted',
  'received',
  'sent',
  'repair_opened',
  'repair_updated',
  'repair_closed',
  'opposition_made',
  'opposition_withdrawn',
  'image_added',
  'purchased',
  /** a token sent out came back into its sender's custody from a wallet */
  'returned',
  /** a token sent out came into a custody address no owner can take it back at: the brand's stock */
  'taken_into_stock',
  /** the owner entrusted it to someone (a store is named in `store`; a person never is) */
  'entrusted',
  /** back from care (docs/decisions/044-entrusted-care.md) */
  'care_ended',
  /** an heir's claim approved: the item passed to the heir (docs/decisions/043-heirs.md) */
  'inherited',
] as const;
export const historyEventSchema = z
  .object({
    id: uuid,
    kind: z.enum(historyKinds),
    /** who did it, as the reader sees it: "you", a previous owner, the brand, or the system */
    actor: z.enum(['you', 'previous_owner', 'owner', 'brand', 'system']),
    createdAt: z.iso.datetime(),
    /** Kind-specific facts, never a past owner's identity: counterparty is masked. */
    details: z.object({
      counterparty: z.string().optional(),
      note: z.string().optional(),
      /** the language of a note the brand wrote (an owner's own note has none: it reads as they wrote it) */
      noteLang: languageSchema.optional(),
      /** minted: the ledger entry that records the certificate */
      record: z.string().optional(),
      store: z.string().optional(),
      title: z.string().optional(),
      /** the language the owner wrote a photo's title in */
      titleLang: languageSchema.optional(),
      /** repair events: the repair's state after the event */
      state: z.string().optional(),
      /** opposition events: lost or stolen */
      kind: z.string().optional(),
      /** purchases: the price paid, in minor units, and its currency */
      amount: z.string().optional(),
      currency: z.string().optional(),
    }),
  })
  .meta({ id: 'HistoryEvent' });
export type HistoryEvent = z.infer<typeof historyEventSchema>;

export const imageSchema = z
  .object({
    id: uuid,
    title: z.string(),
    /** the language the owner wrote the title in; null for the brand's picture (its name) */
    titleLang: languageSchema.nullable(),
    isPublic: z.boolean(),
    /** Public: a cacheable address. Private: a signed address valid for a few minutes. */
    url: z.string(),
    thumbnailUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    sizeBytes: z.number().int(),
    sha256: z.string(),
    createdAt: z.iso.datetime(),
    /** true when the current owner uploaded it (and so may change or delete it). */
    mine: z.boolean(),
  })
  .meta({ id: 'ItemImage' });
export type ItemImage = z.infer<typeof imageSchema>;

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const IMAGE_TITLE_MAX = 80;
/** heic/heif stay although HEIC cannot be read: the server's 415 HEIC_NOT_SUPPORTED says what to do (004). */
export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif', 'avif'] as const;
/** The text fields of the addImage multipart form (the file is the `image` part). */
export const addImageFields = z.object({
  title: z.string().trim().min(1).max(IMAGE_TITLE_MAX),
  extension: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v.replace(/^\./, ''))
    .pipe(z.enum(imageExtensions)),
  isPublic: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

export const itemRoutes = {
  count: defineRoute({
    method: 'GET',
    path: '/v1/products/count',
    auth: true,
    summary: 'The number of items the owner holds',
    tags: ['items'],
    response: { 200: z.object({ count: z.number().int() }), 401: errorSchema },
  }),
  collections: defineRoute({
    method: 'POST',
    path: '/v1/products/collections/:limit/:offset',
    auth: true,
    summary: "The owner's collections with their item counts",
    tags: ['items'],
    params: pageParams,
    body: listBody,
    response: { 200: pageOf(collectionSummarySchema), ...routeErrors },
  }),
  collectionItems: defineRoute({
    method: 'POST',
    path: '/v1/products/:collectionId/:limit/:offset',
    auth: true,
    summary: "The owner's items of one collection",
    tags: ['items'],
    params: collectionPageParams,
    body: listBody,
    response: { 200: pageOf(itemSchema), ...routeErrors },
  }),
  byPublicId: defineRoute({
    method: 'GET',
    path: '/v1/products/public/:publicId',
    auth: true,
    summary:
      "The owner's item by the public id its public page carries (404 unless the caller holds it): how a link from outside, the item's repair request in its linkset, finds it",
    tags: ['items'],
    params: z.object({
      publicId: z
        .string()
        .trim()
        .min(4)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
    }),
    response: { 200: z.object({ id: z.uuid() }), ...routeErrors },
  }),
  item: defineRoute({
    method: 'GET',
    path: '/v1/products/:id',
    auth: true,
    summary: 'One item of the owner',
    tags: ['items'],
    params: idParams,
    response: { 200: itemSchema, ...routeErrors },
  }),
  token: defineRoute({
    method: 'GET',
    path: '/v1/products/getProductToken/:id',
    auth: true,
    summary:
      "The item's token on its chain: contract, owner address, mint and last transfer with their state (null without a chain)",
    tags: ['items'],
    params: idParams,
    response: { 200: tokenSchema.nullable(), ...routeErrors },
  }),
  history: defineRoute({
    method: 'GET',
    path: '/v1/products/getProductHistory/:id',
    auth: true,
    summary: "An item's history, newest first",
    tags: ['items'],
    params: idParams,
    querystring: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(50),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    }),
    response: { 200: pageOf(historyEventSchema), ...routeErrors },
  }),
  addImage: defineRoute({
    method: 'POST',
    path: '/v1/products/addImage/:id',
    auth: true,
    summary: 'Add a photo (multipart: title, extension, image, isPublic); max 15 MB',
    tags: ['images'],
    params: idParams,
    response: { 201: imageSchema, ...routeErrors, 413: errorSchema, 415: errorSchema },
  }),
  images: defineRoute({
    method: 'GET',
    path: '/v1/products/images/:id',
    auth: true,
    summary: "An item's photos the owner can see (public ones and their own private ones)",
    tags: ['images'],
    params: idParams,
    response: { 200: z.object({ items: z.array(imageSchema) }), ...routeErrors },
  }),
  image: defineRoute({
    method: 'GET',
    path: '/v1/products/images/:id/:imageId',
    auth: true,
    summary: 'One photo of an item',
    tags: ['images'],
    params: imageParams,
    response: { 200: imageSchema, ...routeErrors },
  }),
  updateImage: defineRoute({
    method: 'POST',
    path: '/v1/products/updateImage/:id/:imageId/:privacy',
    auth: true,
    summary: 'Make a photo public or private',
    tags: ['images'],
    params: imagePrivacyParams,
    response: { 200: imageSchema, ...routeErrors },
  }),
  deleteImage: defineRoute({
    method: 'DELETE',
    path: '/v1/products/deleteImage/:id/:imageId',
    auth: true,
    summary: 'Delete a photo the owner added',
    tags: ['images'],
    params: imageParams,
    response: { 204: z.null(), ...routeErrors },
  }),
} as const;

// Brand messages to owners (docs/product.md "Messages"): for one item or a whole collection, in English and
// French, with an optional picture and link. Reading a page of an item's messages marks them seen for that item.
import { z } from 'zod';
import {
  eitherOf,
  errorSchema,
  idParams,
  itemPageRoute,
  pageOf,
  pageParamsSchema,
  routeErrors,
} from './common';
import { defineRoute } from './route';

export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 4000;
export const MESSAGE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Messages one brand API key may post: a burst cap over a minute and a volume cap over an hour (sliding
 * windows). Past either, 429 with Retry-After. A collection-wide message counts once, whatever its reach.
 */
export const BRAND_MESSAGES_PER_KEY_PER_MINUTE = 10;
export const BRAND_MESSAGES_PER_KEY_PER_HOUR = 60;

export const messageSchema = z
  .object({
    id: z.uuid(),
    /** the item this page of messages is for */
    productId: z.uuid(),
    /** item: written for this item only; collection: for every item of its collection */
    scope: z.enum(['item', 'collection']),
    brand: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
    /** in the reader's language (English when the brand wrote no French) */
    title: z.string(),
    body: z.string(),
    pictureUrl: z.string().nullable(),
    link: z.url().nullable(),
    createdAt: z.iso.datetime(),
    /** whether the reader had seen it before this page was read */
    seen: z.boolean(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

/**
 * Unseen messages counted per collection or per item (`key` names which): `total` over all the owner's items
 * (a collection message counts once per item it reaches), and each one that has some.
 */
const unseenCounts = <K extends string>(key: K) =>
  z.object({
    total: z.number().int().min(0),
    items: z.array(
      z.object({ [key]: z.uuid(), unseen: z.number().int().min(1) } as Record<K, z.ZodUUID> & {
        unseen: z.ZodNumber;
      }),
    ),
  });

export const unseenByCollectionSchema = unseenCounts('collectionId').meta({ id: 'UnseenByCollection' });
export type UnseenByCollection = z.infer<typeof unseenByCollectionSchema>;

export const unseenByProductSchema = unseenCounts('productId').meta({ id: 'UnseenByProduct' });
export type UnseenByProduct = z.infer<typeof unseenByProductSchema>;

export const messageRoutes = {
  list: itemPageRoute('productId', {
    path: '/v1/messages/:productId/:limit/:offset',
    summary: "The item's messages, newest first; reading a page marks its messages seen",
    tags: ['messages'],
    response: { 200: pageOf(messageSchema), ...routeErrors },
  }),
  unseenByCollections: defineRoute({
    method: 'GET',
    path: '/v1/messages/unseenCountByNftCollections',
    auth: true,
    summary: "Unseen messages per collection of the owner's items",
    tags: ['messages'],
    response: { 200: unseenByCollectionSchema, 401: errorSchema },
  }),
  unseenByProducts: defineRoute({
    method: 'GET',
    path: '/v1/messages/unseenCountByProducts/:id',
    auth: true,
    summary:
      "Unseen messages per item of one collection (id: the collection's id) among the owner's items; " +
      'a collection the owner holds nothing of answers {total: 0, items: []}',
    tags: ['messages'],
    params: idParams,
    response: { 200: unseenByProductSchema, ...routeErrors },
  }),
} as const;

const localized = (max: number) =>
  z
    .object({ en: z.string().trim().min(1).max(max), fr: z.string().trim().min(1).max(max).optional() })
    .strict();

/** What a brand posts: for one item (productId) or one collection (collectionId) of its own, never both. */
export const brandMessageBody = eitherOf(
  {
    productId: z.uuid().optional(),
    collectionId: z.uuid().optional(),
    title: localized(MESSAGE_TITLE_MAX),
    body: localized(MESSAGE_BODY_MAX),
    link: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
    /** an image (JPEG, PNG, WebP, AVIF) as base64, at most MESSAGE_PICTURE_MAX_BYTES once decoded */
    picture: z
      .string()
      .max(Math.ceil((MESSAGE_PICTURE_MAX_BYTES * 4) / 3) + 4)
      .regex(/^[A-Za-z0-9+/]+=*$/, 'base64')
      .optional(),
  },
  ['collectionId', 'productId'],
  'Give either productId or collectionId',
);
export type BrandMessageInput = z.input<typeof brandMessageBody>;

export const brandMessageSchema = z
  .object({
    id: z.uuid(),
    productId: z.uuid().nullable(),
    collectionId: z.uuid().nullable(),
    title: z.object({ en: z.string(), fr: z.string().nullable() }),
    body: z.object({ en: z.string(), fr: z.string().nullable() }),
    pictureUrl: z.string().nullable(),
    link: z.string().nullable(),
    createdAt: z.iso.datetime(),
    /** owners it reached when it was written (the item's owner, or the collection's owners) */
    recipients: z.number().int().min(0),
  })
  .meta({ id: 'BrandMessage' });
export type BrandMessage = z.infer<typeof brandMessageSchema>;

export const brandMessageRoutes = {
  post: defineRoute({
    method: 'POST',
    path: '/brand/messages',
    auth: 'brand',
    summary:
      'Write to the owner of one item or to the owners of a whole collection (they are notified, within ' +
      `their daily notice budget); per key, at most ${BRAND_MESSAGES_PER_KEY_PER_MINUTE} a minute and ` +
      `${BRAND_MESSAGES_PER_KEY_PER_HOUR} an hour (429 with Retry-After)`,
    tags: ['brand'],
    body: brandMessageBody,
    response: {
      201: brandMessageSchema,
      ...routeErrors,
      413: errorSchema,
      429: errorSchema,
    },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/brand/messages/:limit/:offset',
    auth: 'brand',
    summary: 'Messages this brand wrote, newest first',
    tags: ['brand'],
    params: pageParamsSchema,
    response: { 200: pageOf(brandMessageSchema), 400: errorSchema, 401: errorSchema },
  }),
} as const;

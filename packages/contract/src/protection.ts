// Lost/stolen declarations (docs/product.md "Opposition") and the public authenticity page (/verify).
import { z } from 'zod';
import { conflictRouteErrors, descriptionFields, errorSchema, idParams } from './common';
import { imageSchema, itemSchema, mintSchema } from './items';
import { tokenSchema } from './chain';
import { defineRoute } from './route';
import { themeSchema } from './theme';

export const oppositionKinds = ['lost', 'stolen'] as const;
export const oppositionKindSchema = z.enum(oppositionKinds);
export type OppositionKind = z.infer<typeof oppositionKindSchema>;

export const OPPOSITION_DETAILS_MAX = 1000;
const details = z.string().trim().min(3).max(OPPOSITION_DETAILS_MAX);

/** The declaration sends {details} (docs/product.md "Opposition"); `kind` is Heirloom's addition (lost when absent). */
export const makeOppositionBody = z.object({ details, kind: oppositionKindSchema.default('lost') }).strict();
export type MakeOpposition = z.input<typeof makeOppositionBody>;
export const withdrawOppositionBody = z.object({ details }).strict();

export const oppositionRoutes = {
  make: defineRoute({
    method: 'POST',
    path: '/products/makeOpposition/:id',
    auth: true,
    summary: 'Declare the item lost or stolen: it cannot be sent, sold or reserved, its public page warns',
    tags: ['oppositions'],
    params: idParams,
    body: makeOppositionBody,
    response: { 200: itemSchema, ...conflictRouteErrors },
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/products/withdrawOpposition/:id',
    auth: true,
    summary: 'Withdraw the lost or stolen declaration',
    tags: ['oppositions'],
    params: idParams,
    body: withdrawOppositionBody,
    response: { 200: itemSchema, ...conflictRouteErrors },
  }),
} as const;

export const publicItemSchema = z
  .object({
    publicId: z.string(),
    name: z.string(),
    ...descriptionFields,
    serialNumber: z.string(),
    /** its model's GTIN-14, when its brand gave one (docs/decisions/022-gs1-digital-link.md) */
    gtin: z.string().nullable(),
    /** its page's address: its GS1 Digital Link, else (no GTIN) its /verify/<publicId> page */
    digitalLink: z.string(),
    brand: z.object({ name: z.string(), logoUrl: z.string().nullable(), theme: themeSchema }),
    collection: z.object({ name: z.string() }),
    /** the item's public pictures, as an owner's are listed (without what only its owner sees) */
    images: z.array(
      imageSchema.pick({
        title: true,
        titleLang: true,
        url: true,
        thumbnailUrl: true,
        width: true,
        height: true,
      }),
    ),
    isToMint: z.boolean(),
    mint: mintSchema.nullable(),
    /** the token on its chain (null where the server runs without one, or before its mint is queued) */
    token: tokenSchema.nullable(),
    /** how many people have owned it, the current owner included; never who */
    ownersCount: z.number().int().min(0),
    /** false once the item has left the platform's custody (sent out to a wallet) */
    inCustody: z.boolean(),
    /** true while its owner has entrusted it to someone (a person or a store): whoever shows it was trusted by
     * the owner; who they are is never public (docs/decisions/044-entrusted-care.md) */
    inCare: z.boolean(),
    opposition: z.object({
      active: z.boolean(),
      kind: oppositionKindSchema.nullable(),
      since: z.iso.datetime().nullable(),
    }),
  })
  .meta({ id: 'PublicItem' });
export type PublicItem = z.infer<typeof publicItemSchema>;

export const FINDER_MESSAGE_MAX = 1000;
export const finderMessageBody = z
  .object({
    message: z.string().trim().min(10).max(FINDER_MESSAGE_MAX),
    /** how the owner can reach the finder back (e-mail or phone), optional */
    contact: z.string().trim().max(200).optional(),
  })
  .strict();
export type FinderMessage = z.infer<typeof finderMessageBody>;

/** Per sender (IP) and per item, over one hour. */
export const FINDER_MESSAGES_PER_IP_PER_HOUR = 5;
export const FINDER_MESSAGES_PER_ITEM_PER_HOUR = 20;

const publicParams = z.object({
  publicId: z
    .string()
    .trim()
    .min(4)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** An item's ERC-721 metadata, the JSON its token's tokenURI points at: what its public page shows. */
export const tokenMetadataSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    /** the item's first public picture, else its brand's logo */
    image: z.string().optional(),
    /** the public page: the item's Digital Link (its /verify page without a GTIN) */
    external_url: z.string(),
    attributes: z.array(z.object({ trait_type: z.string(), value: z.union([z.string(), z.number()]) })),
  })
  .meta({ id: 'TokenMetadata' });
export type TokenMetadata = z.infer<typeof tokenMetadataSchema>;

/**
 * The items contract's own metadata, the JSON its ERC-7572 `contractURI()` points at: the fields OpenSea
 * documents for a contract (name, description, image, banner_image, featured_image, external_link,
 * collaborators). Royalties are not here: each brand's is the contract's ERC-2981 `royaltyInfo`.
 */
export const contractMetadataSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    /** a square picture of the collection, absolute */
    image: z.string(),
    banner_image: z.string().optional(),
    featured_image: z.string().optional(),
    /** the app's public address */
    external_link: z.string(),
    collaborators: z.array(z.string()).optional(),
  })
  .meta({ id: 'ContractMetadata' });
export type ContractMetadata = z.infer<typeof contractMetadataSchema>;

/** A Digital Link's key as its path gives it: the resolver answers 404 for one it cannot read (never 400). */
const digitalLinkParams = z.object({ gtin: z.string().max(64), serial: z.string().min(1).max(200) });

export const publicRoutes = {
  byDigitalLink: defineRoute({
    method: 'GET',
    path: '/public/digital-link/01/:gtin/21/:serial',
    auth: false,
    summary:
      "The authenticity page data of the item a GS1 Digital Link names (its model's GTIN-14, its serial)",
    tags: ['public'],
    params: digitalLinkParams,
    response: { 200: publicItemSchema, 404: errorSchema },
  }),
  item: defineRoute({
    method: 'GET',
    path: '/public/items/:publicId',
    auth: false,
    summary: "An item's authenticity page data (no sign-in): never its owner's identity",
    tags: ['public'],
    params: publicParams,
    response: { 200: publicItemSchema, 400: errorSchema, 404: errorSchema },
  }),
  message: defineRoute({
    method: 'POST',
    path: '/public/items/:publicId/messages',
    auth: false,
    summary: "A finder writes to a declared lost/stolen item's owner, who stays anonymous (rate limited)",
    tags: ['public'],
    params: publicParams,
    body: finderMessageBody,
    response: {
      202: z.object({ sent: z.literal(true) }),
      400: errorSchema,
      404: errorSchema,
      409: errorSchema,
      429: errorSchema,
    },
  }),
  token: defineRoute({
    method: 'GET',
    path: '/v1/tokens/:tokenId',
    auth: false,
    summary:
      "An item's token metadata (ERC-721 tokenURI): what its public page shows, for wallets and marketplaces",
    tags: ['public'],
    /** the token id in decimal, as tokenURI writes it (an item's UUID read as a 128-bit number) */
    params: z.object({ tokenId: z.string().regex(/^[0-9]{1,39}$/) }),
    response: { 200: tokenMetadataSchema, 400: errorSchema, 404: errorSchema },
  }),
  contractMetadata: defineRoute({
    method: 'GET',
    path: '/v1/contract-metadata',
    auth: false,
    summary:
      "The items contract's metadata (ERC-7572 contractURI): its name, description and picture, for wallets and marketplaces",
    tags: ['public'],
    response: { 200: contractMetadataSchema },
  }),
} as const;

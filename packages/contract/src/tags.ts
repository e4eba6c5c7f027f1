// NFC tags (NXP NTAG 424 DNA in SUN mode) bound to items: each tap writes a fresh URL, the item's address plus
// `?e=<encrypted UID and counter>&c=<MAC>`, that only that chip can compute (docs/decisions/024-tags-and-taps.md).
// The public verdict of a tap, the owner's last genuine read, and the brand's tags, keys, taps and alerts.
import { z } from 'zod';
import { errorSchema, idParams, pageOf, pageParamsSchema, routeErrors } from './common';
import { authenticationResponseSchema } from './passkeys';
import { brandRoute, staffErrors } from './console';
import { csvErrorSchema } from './console-catalogue';
import { publicItemSchema } from './protection';
import { defineRoute, type RouteDef } from './route';

/** A tag's UID: 7 bytes, as 14 hex digits (either case in, upper case out). */
export const TAG_UID_HEX = 14;
/** An AES-128 key as 32 hex digits. */
export const AES_KEY_HEX = 32;
/** One CSV import registers at most this many tags. */
export const TAG_IMPORT_MAX = 1000;
/** Replays of one tag answered per minute; beyond, 429 (a genuine new read is always answered). */
export const TAG_REPLAYS_PER_MINUTE = 20;

export const tagUidSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{14}$/, 'A tag UID is 7 bytes: 14 hexadecimal digits')
  .transform((uid) => uid.toUpperCase());
export const aesKeySchema = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{32}$/, 'An AES-128 key is 16 bytes: 32 hexadecimal digits')
  .transform((key) => key.toUpperCase());

/**
 * What one tap proves:
 * - `genuine`: the chip's MAC is right and its counter is new: the tag was read just now (recorded);
 * - `replayed`: a right MAC with a counter already seen: a copied link, which proves nothing about the object;
 * - `forged`: the message was not made by a chip of this item's brand (or names another item's chip);
 * - `unknown`: no registered tag has this identity (or the address names no item);
 * - `unlinked`: a genuine chip that its brand unlinked from the item (a damaged or replaced tag).
 */
export const tapVerdicts = ['genuine', 'replayed', 'forged', 'unknown', 'unlinked'] as const;
export const tapVerdictSchema = z.enum(tapVerdicts);
export type TapVerdict = z.infer<typeof tapVerdictSchema>;

/** The SUN parameters a chip writes into its URL (any case; checked by the server, never trusted). */
export const sunParamsSchema = z.object({
  e: z.string().max(64),
  c: z.string().max(32),
});

export const tapResultSchema = z
  .object({
    verdict: tapVerdictSchema,
    /** the item the address names, as GET /api/public/items/<publicId> gives it (null: no item) */
    item: publicItemSchema.nullable(),
    /**
     * true while the item's owner has entrusted it to someone: a `genuine` tap then shows possession by someone the
     * owner trusted ("in the care of someone the owner trusted"), never who (docs/decisions/044-entrusted-care.md)
     */
    inCare: z.boolean(),
    /** the chip's read counter, when its MAC proved it (null for `forged` and `unknown`) */
    counter: z.number().int().min(0).nullable(),
    /** when the server read the tap */
    readAt: z.iso.datetime(),
  })
  .meta({ id: 'TapResult' });
export type TapResult = z.infer<typeof tapResultSchema>;

/** The address a tap's URL named: its Digital Link key, or its /verify public id (an item without a GTIN). */
export const tapAddressSchema = z.union([
  z.object({ gtin: z.string().max(64), serial: z.string().min(1).max(200) }).strict(),
  z
    .object({
      publicId: z
        .string()
        .min(4)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
    })
    .strict(),
]);
export type TapAddress = z.infer<typeof tapAddressSchema>;

/** The owner's view of their item's tag. */
export const itemTagSchema = z
  .object({
    /** whether a tag is linked to the item */
    tagged: z.boolean(),
    /** the last read that proved the object was there (a `genuine` tap) */
    lastGenuineTapAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ItemTag' });
export type ItemTag = z.infer<typeof itemTagSchema>;

const tagItemSchema = z.object({
  id: z.uuid(),
  publicId: z.string(),
  name: z.string(),
  serialNumber: z.string(),
});

export const consoleTagSchema = z
  .object({
    id: z.uuid(),
    uid: z.string(),
    /** the item it was made for (still named once unlinked: `unlinkedAt` says so) */
    item: tagItemSchema.nullable(),
    /** its keys: diversified from the brand's master key, or given for this chip (never shown) */
    keys: z.enum(['derived', 'given']),
    /** the highest counter a valid tap showed (null: never read) */
    lastCounter: z.number().int().nullable(),
    lastGenuineTapAt: z.iso.datetime().nullable(),
    registeredAt: z.iso.datetime(),
    unlinkedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ConsoleTag' });
export type ConsoleTag = z.infer<typeof consoleTagSchema>;

/** What to write into the chip (docs/decisions/021-sun-tags.md): its NDEF file, and the SDM file settings. */
export const tagTemplateSchema = z
  .object({
    /** the URL as written, with zeros where the chip mirrors `e` and `c` */
    url: z.string(),
    /** NDEF file 02: NLEN ‖ one URI record, hex */
    ndefFile: z.string(),
    piccDataOffset: z.number().int(),
    sdmMacInputOffset: z.number().int(),
    sdmMacOffset: z.number().int(),
    /** the key numbers of the SDM settings */
    keys: z.object({ metaRead: z.literal(1), fileRead: z.literal(2), counterRetrieval: z.literal(2) }),
  })
  .meta({ id: 'TagTemplate' });
export type TagTemplate = z.infer<typeof tagTemplateSchema>;

export const tapEntrySchema = z
  .object({
    id: z.uuid(),
    at: z.iso.datetime(),
    verdict: tapVerdictSchema,
    counter: z.number().int().nullable(),
    tagUid: z.string().nullable(),
  })
  .meta({ id: 'TapEntry' });
export type TapEntry = z.infer<typeof tapEntrySchema>;

/**
 * What the console warns a brand of: a replay of the last URL a tag wrote (`replayed`), an older URL of it (its
 * counter going backwards: `backwards`), a message no chip of the brand made for the item it names (`forged`).
 */
export const tagAlertKinds = ['replayed', 'backwards', 'forged'] as const;
export const tagAlertSchema = z
  .object({
    id: z.uuid(),
    at: z.iso.datetime(),
    kind: z.enum(tagAlertKinds),
    item: tagItemSchema.nullable(),
    tagUid: z.string().nullable(),
    counter: z.number().int().nullable(),
    /** the highest counter seen before this tap */
    highestCounter: z.number().int().nullable(),
  })
  .meta({ id: 'TagAlert' });
export type TagAlert = z.infer<typeof tagAlertSchema>;

export const tagMasterKeySchema = z
  .object({
    set: z.boolean(),
    setAt: z.iso.datetime().nullable(),
    /** the demo key the README gives (demo databases only) */
    demo: z.boolean(),
    /** tags whose keys derive from it (the key cannot change while there are some) */
    derivedTags: z.number().int(),
  })
  .meta({ id: 'TagMasterKey' });
export type TagMasterKey = z.infer<typeof tagMasterKeySchema>;

export const tagBody = z
  .object({
    uid: tagUidSchema,
    /** the item's serial number */
    serial: z.string().trim().min(1).max(100),
    /** the chip's SDM file-read key (key 2), when its keys are not derived from the brand's master key */
    fileReadKey: aesKeySchema.optional(),
  })
  .strict();

const tagParams = z.object({ brandId: z.uuid(), tagId: z.uuid() });

/**
 * A route on one of the brand's tags (`/console/brands/:brandId/tags/:tagId/…`): the catalogue's and after-sales'
 * work, and 409 when the tag is not in a state for it (unlinked already, no item, no master key to derive from).
 */
const oneTagRoute = <const R extends Omit<RouteDef, 'auth' | 'tags' | 'params' | 'roles' | 'response'>>(
  route: R & { response: { 200: z.ZodType } | { 201: z.ZodType } },
) =>
  brandRoute({
    ...route,
    roles: ['catalogue', 'afterSales'],
    params: tagParams,
    response: { ...route.response, ...staffErrors, 409: errorSchema },
  });
const brandItemParams = z.object({ brandId: z.uuid(), itemId: z.uuid() });

export const tapRoutes = {
  read: defineRoute({
    method: 'POST',
    path: '/public/taps',
    auth: false,
    summary:
      "Reads one tap of an item's NFC tag: the address its URL named and its SUN parameters; answers the verdict " +
      '(a new genuine read is recorded once; the same URL again is `replayed`; an address naming no item: `unknown`, ' +
      'item null)',
    tags: ['public'],
    body: z.object({ address: tapAddressSchema, sun: sunParamsSchema }).strict(),
    response: { 200: tapResultSchema, 400: errorSchema, 429: errorSchema },
  }),
  itemTag: defineRoute({
    method: 'GET',
    path: '/v1/products/:id/tag',
    auth: true,
    summary: "The owner's item's tag: whether it has one, and its last genuine read",
    tags: ['items'],
    params: idParams,
    response: { 200: itemTagSchema, ...routeErrors },
  }),
  devTap: defineRoute({
    method: 'GET',
    path: '/dev/tap/:publicId',
    auth: false,
    summary:
      "Development only: the URL the item's simulated tag writes at its next tap (its counter one higher)",
    tags: ['dev'],
    params: z.object({
      publicId: z
        .string()
        .min(4)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
    }),
    response: { 200: z.object({ url: z.string() }), 400: errorSchema, 404: errorSchema },
  }),
  devTapBySerial: defineRoute({
    method: 'GET',
    path: '/dev/tap',
    auth: false,
    summary:
      'Development only: the next URL of the simulated tag of the item with this serial number (`npm run tag -- tap`); ' +
      '409 when several brands use the serial',
    tags: ['dev'],
    querystring: z.object({ serial: z.string().trim().min(1).max(100) }),
    response: { 200: z.object({ url: z.string() }), 400: errorSchema, 404: errorSchema, 409: errorSchema },
  }),
} as const;

export const consoleTagRoutes = {
  masterKey: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/tags/master-key',
    summary: "Whether the brand's tag master key is set (never the key)",
    roles: [],
    response: { 200: tagMasterKeySchema, ...staffErrors },
  }),
  setMasterKey: brandRoute({
    method: 'PUT',
    path: '/console/brands/:brandId/tags/master-key',
    summary:
      "Sets the brand's tag master key: generated (answered once, never again) or given; an admin confirming " +
      'with a passkey (options from the console passkey confirm route); audited; 409 while tags derive from it',
    roles: [],
    body: z.object({ key: aesKeySchema.optional(), passkey: authenticationResponseSchema }).strict(),
    response: {
      200: z.object({ masterKey: z.string().nullable(), status: tagMasterKeySchema }),
      ...staffErrors,
      409: errorSchema,
    },
  }),
  list: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/tags',
    summary: "The brand's tags, newest first (`q`: a UID or a serial number)",
    roles: ['catalogue', 'afterSales'],
    querystring: pageParamsSchema.extend({ q: z.string().trim().max(100).optional() }),
    response: { 200: pageOf(consoleTagSchema), ...staffErrors },
  }),
  create: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/tags',
    summary:
      "Registers one tag and links it to the brand's item with that serial (409 when the UID is registered or " +
      'the item has a tag; 400 TAG_MASTER_KEY_MISSING when its keys would derive from an unset master key)',
    roles: ['catalogue'],
    body: tagBody,
    response: { 201: consoleTagSchema, ...staffErrors, 409: errorSchema },
  }),
  import: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/tags/import',
    summary:
      'Registers tags from a CSV file (uid, serial_number, and optionally file_read_key). All or nothing: a bad ' +
      `line refuses the file with every line's error (400 CSV_INVALID). At most ${TAG_IMPORT_MAX} tags.`,
    roles: ['catalogue'],
    body: z.object({ csv: z.string().min(1).max(200_000) }).strict(),
    response: {
      201: z.object({ imported: z.number().int(), tags: z.array(consoleTagSchema) }),
      ...staffErrors,
      400: csvErrorSchema,
    },
  }),
  unlink: oneTagRoute({
    method: 'POST',
    path: '/console/brands/:brandId/tags/:tagId/unlink',
    summary: 'Unlinks a tag from its item (a damaged tag): its taps answer `unlinked` from now on (audited)',
    body: z.object({}).strict().optional(),
    response: { 200: consoleTagSchema },
  }),
  replace: oneTagRoute({
    method: 'POST',
    path: '/console/brands/:brandId/tags/:tagId/replace',
    summary: 'Replaces a tag: the old one is unlinked and a new one linked to its item, at once (audited)',
    body: tagBody.omit({ serial: true }),
    response: { 201: consoleTagSchema },
  }),
  template: oneTagRoute({
    method: 'GET',
    path: '/console/brands/:brandId/tags/:tagId/template',
    summary: "What to write into the tag's chip: its NDEF file and SDM offsets (never a key)",
    response: { 200: tagTemplateSchema },
  }),
  itemTaps: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/items/:itemId/taps',
    summary: "An item's taps, newest first (time, counter, verdict)",
    roles: ['catalogue', 'afterSales'],
    params: brandItemParams,
    querystring: pageParamsSchema,
    response: { 200: pageOf(tapEntrySchema), ...staffErrors },
  }),
  alerts: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/tags/alerts',
    summary: "The brand's tag alerts, newest first: replays, counters going backwards, forged messages",
    roles: ['catalogue', 'afterSales'],
    querystring: pageParamsSchema,
    response: { 200: pageOf(tagAlertSchema), ...staffErrors },
  }),
} as const;

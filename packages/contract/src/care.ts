// Entrusted care (docs/decisions/044-entrusted-care.md, docs/product.md "Entrusted care"): an owner entrusts one of
// their items, for at most a year, to a person (a phone number) or to one of its brand's after-sales stores. The
// item stays in the owner's collection; nobody can send, sell or declare it while it is in care (the owner ends
// the care first: 409 ITEM_IN_CARE); the carer sees only what the owner shared. It ends at its end by itself, or
// earlier when the owner or the carer ends it.
import { z } from 'zod';
import { errorSchema, idParams, pageOf, pageParamsSchema, phoneSchema, routeErrors } from './common';
import { brandPage, brandParams, brandRoute, staffErrors } from './console';
import { mintSchema } from './items';
import { tokenSchema } from './chain';
import { defineRoute } from './route';

/** A care period lasts at most this many days from the moment it starts (one year). */
export const CARE_MAX_DAYS = 365;
/** A care period lasts at least this long (an end sooner is 400 CARE_END_INVALID). */
export const CARE_MIN_MINUTES = 60;
export const CARE_NOTE_MAX = 500;
export const CARE_NAME_MAX = 80;

/**
 * What the owner shares with the carer, chosen at the start and fixed for the period. Whatever the choice, the
 * carer sees the item's name, brand, collection and serial number and the period's dates; never the item's
 * history, its other owners, the owner's phone number or any other item.
 * - `pictures`: the item's pictures (the brand's, and the owner's own, private ones included);
 * - `certificate`: the item's certificate (its record on the ledger or chain) and its public page's address;
 * - `ownerName`: a name the owner gives for themself (e.g. "Claire"), or null to stay unnamed;
 * - `note`: a few words for the carer (e.g. "wind it once a week"), or null.
 */
export const careShareSchema = z
  .object({
    pictures: z.boolean(),
    certificate: z.boolean(),
    ownerName: z.string().trim().min(1).max(CARE_NAME_MAX).nullable(),
    note: z.string().trim().min(1).max(CARE_NOTE_MAX).nullable(),
  })
  .strict()
  .meta({ id: 'CareShare' });
export type CareShare = z.infer<typeof careShareSchema>;

/**
 * To whom: a person by phone number (their account, or one made for the number and theirs at its first sign-in),
 * or a store of the item's brand (400 STORE_NOT_OF_BRAND otherwise). With `repairId`, the care lasts for that
 * repair: the repair must be open at that store (409 CARE_REPAIR_MISMATCH), and the care ends when it closes.
 */
export const carerInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('person'), phone: phoneSchema }).strict(),
  z.object({ kind: z.literal('store'), storeId: z.uuid(), repairId: z.uuid().optional() }).strict(),
]);
export type CarerInput = z.input<typeof carerInputSchema>;

/**
 * Entrusting an item. Needs a step-up grant of this session, as a send does (decision 011): action
 * `entrustToPhone` with `phoneTo` and `productsIds: [item]` for a person, `entrustToStore` with
 * `productsIds: [item]` for a store (POST /v1/users/step-up/... or the passkey step-up, as for a send).
 */
export const careRequestBody = z
  .object({
    carer: carerInputSchema,
    /** when it ends by itself: at least an hour from now, at most CARE_MAX_DAYS days (400 CARE_END_INVALID) */
    endsAt: z.iso.datetime(),
    share: careShareSchema,
  })
  .strict();
export type CareRequest = z.input<typeof careRequestBody>;

/** owner: the owner ended it; carer: the person or store did; time: it reached its end; repair: its repair
 * closed; custody: the item changed hands otherwise (its owner's account deleted, an heir's handover) */
export const careEndReasons = ['owner', 'carer', 'time', 'repair', 'custody'] as const;
export const careEndReasonSchema = z.enum(careEndReasons);
export type CareEndReason = z.infer<typeof careEndReasonSchema>;

const storeRef = z.object({ id: z.uuid(), name: z.string(), city: z.string() });

/** The carer as the owner sees them: the phone number they typed, or the store. */
export const ownerCarerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('person'), phone: z.string() }),
  z.object({ kind: z.literal('store'), store: storeRef }),
]);

const periodFields = {
  id: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** null while it runs */
  endedAt: z.iso.datetime().nullable(),
  endedBy: careEndReasonSchema.nullable(),
  /** the repair it was opened for, if any */
  repairId: z.uuid().nullable(),
};

/** A care period as its owner sees it (Settings lists them all; the item's page shows its open one). */
export const ownerCareSchema = z
  .object({
    ...periodFields,
    product: z.object({ id: z.uuid(), name: z.string() }),
    carer: ownerCarerSchema,
    share: careShareSchema,
  })
  .meta({ id: 'OwnerCare' });
export type OwnerCare = z.infer<typeof ownerCareSchema>;

/** The item as its carer sees it: only what was shared (a field not shared is null). */
export const caredItemSchema = z
  .object({
    name: z.string(),
    serialNumber: z.string(),
    brand: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
    collection: z.object({ name: z.string() }),
    /** shared `pictures`: the brand's picture and the owner's, oldest first; else [] */
    pictures: z.array(
      z.object({
        title: z.string(),
        url: z.string(),
        thumbnailUrl: z.string(),
        width: z.number(),
        height: z.number(),
      }),
    ),
    /** shared `certificate`: the item's record and its public page; else null */
    certificate: z
      .object({ mint: mintSchema.nullable(), token: tokenSchema.nullable(), digitalLink: z.string() })
      .nullable(),
    ownerName: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'CaredItem' });
export type CaredItem = z.infer<typeof caredItemSchema>;

/** A care period as the person entrusted with it sees it (open ones only). */
export const entrustedCareSchema = z
  .object({ id: z.uuid(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime(), item: caredItemSchema })
  .meta({ id: 'EntrustedCare' });
export type EntrustedCare = z.infer<typeof entrustedCareSchema>;

/** A care period as the brand's after-sales staff see it: the store, the item as shared, never the owner. */
export const storeCareSchema = z
  .object({ ...periodFields, store: storeRef, item: caredItemSchema })
  .meta({ id: 'StoreCare' });
export type StoreCare = z.infer<typeof storeCareSchema>;

const careParams = z.object({ careId: z.uuid() });
const careErrors = { ...routeErrors, 409: errorSchema };

export const careRoutes = {
  entrust: defineRoute({
    method: 'POST',
    path: '/v1/products/:id/care',
    auth: true,
    summary:
      'Entrusts the item to a person or a brand store until `endsAt` (step-up as for a send; 403 STEP_UP_REQUIRED; ' +
      '409 ITEM_IN_CARE, CARE_ITEM_BUSY, CARE_TO_SELF, CARE_REPAIR_MISMATCH; 400 CARE_END_INVALID, STORE_NOT_OF_BRAND)',
    tags: ['care'],
    params: idParams,
    body: careRequestBody,
    response: { 201: ownerCareSchema, ...careErrors, 403: errorSchema },
  }),
  ofItem: defineRoute({
    method: 'GET',
    path: '/v1/products/:id/care',
    auth: true,
    summary: "The item's open care period, if any (the owner's; 404 for anyone else's item)",
    tags: ['care'],
    params: idParams,
    response: { 200: z.object({ care: ownerCareSchema.nullable() }), ...routeErrors },
  }),
  given: defineRoute({
    method: 'GET',
    path: '/v1/care/given/:limit/:offset',
    auth: true,
    summary: "The owner's care periods, open ones first (soonest end first), then ended ones (latest first)",
    tags: ['care'],
    params: pageParamsSchema,
    response: { 200: pageOf(ownerCareSchema), ...routeErrors },
  }),
  endGiven: defineRoute({
    method: 'POST',
    path: '/v1/care/given/:careId/end',
    auth: true,
    summary: 'The owner ends a care period now (the carer is told; 409 CARE_ENDED when it had ended)',
    tags: ['care'],
    params: careParams,
    response: { 200: ownerCareSchema, ...careErrors },
  }),
  entrusted: defineRoute({
    method: 'GET',
    path: '/v1/care/entrusted/:limit/:offset',
    auth: true,
    summary: 'The items entrusted to the signed-in person, now (soonest end first)',
    tags: ['care'],
    params: pageParamsSchema,
    response: { 200: pageOf(entrustedCareSchema), ...routeErrors },
  }),
  entrustedOne: defineRoute({
    method: 'GET',
    path: '/v1/care/entrusted/:careId',
    auth: true,
    summary: 'One item entrusted to the signed-in person, as shared (404 once the care has ended)',
    tags: ['care'],
    params: careParams,
    response: { 200: entrustedCareSchema, ...routeErrors },
  }),
  endEntrusted: defineRoute({
    method: 'POST',
    path: '/v1/care/entrusted/:careId/end',
    auth: true,
    summary: 'The person entrusted hands the item back now (the owner is told; 404 once ended)',
    tags: ['care'],
    params: careParams,
    response: { 200: z.object({ ok: z.literal(true) }), ...routeErrors },
  }),
} as const;

const storeCareParams = brandParams.extend({ careId: z.uuid() });

/** The console's side: after-sales staff (and admins) of the item's brand; another brand's staff get 404. */
export const consoleCareRoutes = {
  storeCare: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/care/:limit/:offset',
    summary: "Items entrusted to the brand's stores now (soonest end first)",
    roles: ['afterSales'],
    params: brandPage,
    response: { 200: pageOf(storeCareSchema), ...staffErrors },
  }),
  storeCareOne: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/care/:careId',
    summary: 'One care period of the brand, open or ended, with the item as shared',
    roles: ['afterSales'],
    params: storeCareParams,
    response: { 200: storeCareSchema, ...staffErrors },
  }),
  endStoreCare: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/care/:careId/end',
    summary:
      'The store hands the item back now (the owner is told; audited; 409 CARE_ENDED when it had ended)',
    roles: ['afterSales'],
    params: storeCareParams,
    response: { 200: storeCareSchema, ...staffErrors, 409: errorSchema },
  }),
} as const;

// Repairs at a brand's after-sales (SAV) stores (docs/product.md "Repairs"): the owner's routes (paths
// exactly as in docs/product.md "Calls") and the brand's routes under /api/brand, authenticated by a per-brand API key.
import { z } from 'zod';
import { savStoreSchema } from './clients';
import {
  conflictRouteErrors,
  eitherOf,
  errorSchema,
  idParams,
  itemPageRoute,
  languageSchema,
  type LocalizedText,
  localizedTextSchema,
  pageOf,
  pageParamsSchema,
  wellFormedText,
} from './common';
import { defineRoute, type RouteDef } from './route';

export const repairStates = [
  'requested',
  'accepted',
  'in_progress',
  'ready_for_pickup',
  'completed',
  'rejected',
  'cancelled',
] as const;
export const repairStateSchema = z.enum(repairStates);
export type RepairState = z.infer<typeof repairStateSchema>;

/** A repair in one of these states is open: one at a time per item, and the item cannot move. */
export const openRepairStates = ['requested', 'accepted', 'in_progress', 'ready_for_pickup'] as const;
export const isRepairOpen = (state: RepairState) => (openRepairStates as readonly string[]).includes(state);

/** Moves the brand's SAV makes; the owner creates, edits, cancels and confirms pickup. */
export const brandRepairMoves: Record<RepairState, readonly RepairState[]> = {
  requested: ['accepted', 'rejected'],
  accepted: ['in_progress', 'rejected'],
  in_progress: ['ready_for_pickup'],
  ready_for_pickup: [],
  completed: [],
  rejected: [],
  cancelled: [],
};
export const brandTargetStates = ['accepted', 'rejected', 'in_progress', 'ready_for_pickup'] as const;
export const ownerCanEdit = (state: RepairState) => state === 'requested';
export const ownerCanCancel = (state: RepairState) => state === 'requested' || state === 'accepted';
export const ownerCanConfirmPickup = (state: RepairState) => state === 'ready_for_pickup';

export const REPAIR_DETAILS_MIN = 10;
export const REPAIR_DETAILS_MAX = 2000;
export const REPAIR_NOTE_MAX = 1000;

const details = z.string().trim().min(REPAIR_DETAILS_MIN).max(REPAIR_DETAILS_MAX);
const note = wellFormedText(REPAIR_NOTE_MAX);
/**
 * A brand's note to the owner: in English and French ({en, fr}; the owner reads theirs, else the other), or one
 * string as written (read as is, whatever the owner's language).
 */
const brandNote = z
  .union([note, localizedTextSchema(REPAIR_NOTE_MAX)])
  .describe('A note in the owner\'s language: {"en": "…", "fr": "…"}, or one text as written');
export type BrandNote = string | LocalizedText;

export const repairRequestBody = z.object({ savStore: z.uuid(), details }).strict();
export type RepairRequest = z.infer<typeof repairRequestBody>;

/** The update's payload (docs/product.md "Repairs"): new details (while requested), or confirming pickup. */
export const repairUpdateBody = eitherOf(
  { details: details.optional(), state: z.literal('completed').optional() },
  ['details', 'state'],
  'Send either new details or state "completed"',
);
export type RepairUpdate = z.infer<typeof repairUpdateBody>;

export const repairStepSchema = z
  .object({
    /** state: the repair moved to `state`; note: the SAV wrote a note; details: the owner edited them */
    kind: z.enum(['state', 'note', 'details']),
    state: repairStateSchema,
    actor: z.enum(['owner', 'brand']),
    note: z.string().nullable(),
    /** the note's language when the brand wrote it per language; null for words read as written */
    noteLang: languageSchema.nullable(),
    at: z.iso.datetime(),
  })
  .meta({ id: 'RepairStep' });
export type RepairStep = z.infer<typeof repairStepSchema>;

export const repairSchema = z
  .object({
    id: z.uuid(),
    productId: z.uuid(),
    store: savStoreSchema,
    details: z.string(),
    state: repairStateSchema,
    /** the SAV's latest note, if any, in the reader's language when the brand wrote it per language */
    note: z.string().nullable(),
    noteLang: languageSchema.nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** oldest first */
    history: z.array(repairStepSchema),
  })
  .meta({ id: 'Repair' });
export type Repair = z.infer<typeof repairSchema>;

/** What the brand's SAV sees: the item, never who owns it, and the photos its owner made public. */
export const brandRepairSchema = repairSchema
  .extend({
    product: z.object({ id: z.uuid(), publicId: z.string(), name: z.string(), serialNumber: z.string() }),
    photos: z.array(z.object({ id: z.uuid(), title: z.string(), thumbUrl: z.string(), url: z.string() })),
  })
  .meta({ id: 'BrandRepair' });
export type BrandRepair = z.infer<typeof brandRepairSchema>;

export const repairParams = z.object({ id: z.uuid(), repairId: z.uuid() });
export const repairRoutes = {
  requestV1: defineRoute({
    method: 'POST',
    path: '/v1/products/:id/repair',
    auth: true,
    summary: "Ask one of the brand's SAV stores to repair the item (answers true)",
    tags: ['repairs'],
    params: idParams,
    body: repairRequestBody,
    response: { 200: z.literal(true), ...conflictRouteErrors },
  }),
  requestV2: defineRoute({
    method: 'POST',
    path: '/v2/products/:id/repair',
    auth: true,
    summary: "Ask one of the brand's SAV stores to repair the item (answers the repair)",
    tags: ['repairs'],
    params: idParams,
    body: repairRequestBody,
    response: { 201: repairSchema, ...conflictRouteErrors },
  }),
  update: defineRoute({
    method: 'POST',
    path: '/v1/products/:id/repair/:repairId',
    auth: true,
    summary:
      'Edit the details while requested ({details}), or confirm pickup when ready ({state:"completed"})',
    tags: ['repairs'],
    params: repairParams,
    body: repairUpdateBody,
    response: { 200: repairSchema, ...conflictRouteErrors },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/products/:id/repair/:repairId',
    auth: true,
    summary: 'One repair of the item, with its state history',
    tags: ['repairs'],
    params: repairParams,
    response: { 200: repairSchema, ...conflictRouteErrors },
  }),
  cancel: defineRoute({
    method: 'DELETE',
    path: '/v1/products/:id/repair/:repairId',
    auth: true,
    summary: 'Cancel a repair while it is requested or accepted',
    tags: ['repairs'],
    params: repairParams,
    response: { 200: repairSchema, ...conflictRouteErrors },
  }),
  list: itemPageRoute('id', {
    path: '/v1/products/:id/repairs/:limit/:offset',
    summary: "The owner's repairs of this item, newest first (Heirloom's own route)",
    tags: ['repairs'],
    response: { 200: pageOf(repairSchema), ...conflictRouteErrors },
  }),
} as const;

export const brandRepairListQuery = z
  .object({ state: repairStateSchema.optional() })
  .strict()
  .meta({ description: 'Only the repairs in this state' });

/**
 * Any repair state passes validation: a move the machine refuses the brand (to completed, say) is 409
 * REPAIR_MOVE_REFUSED like every other refused move; only a name that is no state at all is 400.
 */
export const brandMoveBody = z
  .object({
    state: repairStateSchema.describe(
      `The brand moves repairs to ${brandTargetStates.join(', ')}; any other state is 409 REPAIR_MOVE_REFUSED`,
    ),
    note: brandNote.optional(),
  })
  .strict();
export const brandNoteBody = z.object({ note: brandNote }).strict();

/** A brand API route about one of its repairs (`:repairId`): it answers the repair as the brand sees it. */
const brandRepairRoute = <const R extends Pick<RouteDef, 'method' | 'path' | 'summary' | 'body'>>(route: R) =>
  defineRoute({
    ...route,
    auth: 'brand',
    tags: ['brand'],
    params: z.object({ repairId: z.uuid() }),
    response: { 200: brandRepairSchema, ...conflictRouteErrors },
  });

/** The brand API: `Authorization: Bearer <brand API key>` (created with `npm run brand -- create-key`). */
export const brandRoutes = {
  repairs: defineRoute({
    method: 'GET',
    path: '/brand/repairs/:limit/:offset',
    auth: 'brand',
    summary: "Repairs asked of this brand's SAV stores, newest first",
    tags: ['brand'],
    params: pageParamsSchema,
    querystring: brandRepairListQuery,
    response: { 200: pageOf(brandRepairSchema), 400: errorSchema, 401: errorSchema },
  }),
  repair: brandRepairRoute({
    method: 'GET',
    path: '/brand/repairs/:repairId',
    summary: 'One repair asked of this brand',
  }),
  move: brandRepairRoute({
    method: 'POST',
    path: '/brand/repairs/:repairId/state',
    summary: 'Accept, reject, start or mark ready for pickup (the owner is notified)',
    body: brandMoveBody,
  }),
  note: brandRepairRoute({
    method: 'POST',
    path: '/brand/repairs/:repairId/notes',
    summary: 'Write a note to the owner on an open repair (the owner is notified)',
    body: brandNoteBody,
  }),
} as const;

// Heirs (docs/decisions/043-heirs.md, docs/product.md "Heirs"): the heirs an owner names (each change confirmed by
// step-up, action `changeHeirs` with `phoneTo` the heir's number), the inactivity safeguard, an heir's claim and
// its documents, and the brand's review of its part of a claim in the console.
import { z } from 'zod';
import {
  errorSchema,
  idParams,
  languageSchema,
  localizedTextSchema,
  pageOf,
  phoneSchema,
  routeErrors,
  conflictRouteErrors,
  wellFormedText,
} from './common';
import { brandPage, brandParams, brandRoute, staffErrors } from './console';
import { defineRoute } from './route';

/** The safeguard's period without a sign-in, in months: the owner chooses; 12 until they do. */
export const HEIR_MONTHS_MIN = 6;
export const HEIR_MONTHS_MAX = 36;
export const HEIR_MONTHS_DEFAULT = 12;
/** The reminders' days, counted from the first (sent once the period has passed), and the day the heirs are told. */
export const HEIR_REMINDER_DAYS = [0, 10, 20, 28] as const;
export const HEIRS_TOLD_AFTER_DAYS = 30;
export const HEIRS_PER_OWNER = 10;
export const HEIR_NAME_MAX = 80;
export const HEIR_STATEMENT_MAX = 4000;
export const HEIR_REASON_MAX = 2000;
/** A claim's document: a PDF, a JPEG or a PNG of at most 10 MB; at most 10 per brand's part of a claim. */
export const HEIR_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const HEIR_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const HEIR_DOCUMENTS_PER_PART = 10;
/** What a brand asks an heir for until its admins say otherwise. */
export const DEFAULT_HEIR_DOCUMENTS = [
  { en: 'A death certificate', fr: 'Un acte de décès' },
  { en: 'A document proving you are the heir', fr: 'Un document prouvant que vous êtes l’héritier' },
];

export const heirScopeSchema = z.enum(['all', 'chosen']);

const heirFields = {
  /** shown to the owner only */
  displayName: wellFormedText(HEIR_NAME_MAX),
  /** all: every item of the owner not chosen for another heir (one heir at most); chosen: itemIds */
  scope: heirScopeSchema,
  /** with scope 'chosen': the owner's items for this heir (each item goes to one heir at most) */
  itemIds: z.array(z.uuid()).max(500).optional(),
  /** the heir gets an SMS saying someone who uses Heirloom named them */
  tell: z.boolean(),
  /** the owner's name may be given to the heir: `ownerName` is the name given (required when true) */
  shareName: z.boolean(),
  ownerName: wellFormedText(HEIR_NAME_MAX).optional(),
};
const heirRules = (
  b: { scope: string; itemIds?: string[]; shareName: boolean; ownerName?: string },
  ctx: z.RefinementCtx,
) => {
  if (b.scope === 'chosen' && !b.itemIds?.length)
    ctx.addIssue({ code: 'custom', path: ['itemIds'], message: 'Choose at least one item' });
  if (b.scope === 'all' && b.itemIds !== undefined)
    ctx.addIssue({ code: 'custom', path: ['itemIds'], message: 'Not part of scope all' });
  if (b.shareName && !b.ownerName)
    ctx.addIssue({ code: 'custom', path: ['ownerName'], message: 'The name to share: give it' });
};

/** A new heir (the step-up grant confirms `phoneTo` = phone). */
export const newHeirBody = z
  .object({ phone: phoneSchema, ...heirFields })
  .strict()
  .superRefine(heirRules);
/** An heir changed (the step-up grant confirms `phoneTo` = the heir's phone, which cannot change). */
export const heirChangeBody = z.object(heirFields).strict().superRefine(heirRules);
export type NewHeir = z.input<typeof newHeirBody>;

export const heirSchema = z
  .object({
    id: z.uuid(),
    phone: z.string(),
    displayName: z.string(),
    scope: heirScopeSchema,
    /** scope 'chosen': the items; scope 'all': [] */
    itemIds: z.array(z.uuid()),
    /** how many of the owner's items go to this heir today */
    itemCount: z.number().int(),
    tell: z.boolean(),
    shareName: z.boolean(),
    ownerName: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Heir' });
export type Heir = z.infer<typeof heirSchema>;

/**
 * off: no heir named; watching: the period runs from lastSeenAt; reminding: the owner is being reminded
 * (since remindersFrom); heirsTold: the heirs were told they may claim.
 */
export const safeguardSchema = z
  .object({
    months: z.number().int(),
    state: z.enum(['off', 'watching', 'reminding', 'heirsTold']),
    lastSeenAt: z.iso.datetime().nullable(),
    /** when the reminders start if the owner is not seen before */
    remindersAt: z.iso.datetime().nullable(),
    remindersFrom: z.iso.datetime().nullable(),
    heirsToldAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'HeirSafeguard' });
export type HeirSafeguard = z.infer<typeof safeguardSchema>;

export const heirsSchema = z.object({ heirs: z.array(heirSchema), safeguard: safeguardSchema });

export const heirDocumentSchema = z
  .object({
    id: z.uuid(),
    fileName: z.string(),
    mediaType: z.enum(HEIR_DOCUMENT_TYPES),
    size: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'HeirClaimDocument' });

export const claimPartStates = ['open', 'approved', 'refused', 'cancelled'] as const;
export const claimStates = ['open', 'cancelled', 'closed'] as const;

/** An heir's claim as the heir reads it: per brand, how many items and what the brand asks; never the items. */
export const heirClaimSchema = z
  .object({
    id: z.uuid(),
    state: z.enum(claimStates),
    statement: z.string(),
    createdAt: z.iso.datetime(),
    parts: z.array(
      z.object({
        brandId: z.uuid(),
        brandName: z.string(),
        itemCount: z.number().int(),
        state: z.enum(claimPartStates),
        /** a refusal's reason, as the brand wrote it */
        reason: z.string().nullable(),
        decidedAt: z.iso.datetime().nullable(),
        /** the documents this brand asks for, in the reader's language */
        requiredDocuments: z.array(z.string()),
        documents: z.array(heirDocumentSchema),
      }),
    ),
  })
  .meta({ id: 'HeirClaim' });
export type HeirClaim = z.infer<typeof heirClaimSchema>;

/** Someone who named the caller as heir, as the heir may see it: the owner's name only with consent. */
export const namedMeSchema = z
  .object({
    /** the naming's id (the heir row) */
    id: z.uuid(),
    ownerName: z.string().nullable(),
    itemCount: z.number().int(),
    /** when the owner named the caller */
    namedAt: z.iso.datetime(),
    /** the heirs were told they may claim (and the owner has not come back since) */
    mayClaim: z.boolean(),
    /** since when they may claim (null while they may not) */
    mayClaimSince: z.iso.datetime().nullable(),
    claim: heirClaimSchema.nullable(),
  })
  .meta({ id: 'NamedHeir' });

export const claimBody = z.object({ statement: wellFormedText(HEIR_STATEMENT_MAX) }).strict();
const claimParams = z.object({ claimId: z.uuid() });
const claimDocumentParams = claimParams.extend({ documentId: z.uuid() });

/** A brand's part of a claim, as its staff list it. */
export const consoleClaimSummarySchema = z
  .object({
    claimId: z.uuid(),
    state: z.enum(claimPartStates),
    createdAt: z.iso.datetime(),
    itemCount: z.number().int(),
    documentCount: z.number().int(),
  })
  .meta({ id: 'ConsoleHeirClaimSummary' });
export type ConsoleHeirClaimSummary = z.infer<typeof consoleClaimSummarySchema>;

export const consoleClaimSchema = z
  .object({
    claimId: z.uuid(),
    state: z.enum(claimPartStates),
    /** the whole claim's: cancelled when the owner came back */
    claimState: z.enum(claimStates),
    createdAt: z.iso.datetime(),
    statement: z.string(),
    /** masked: the country code and the last two digits (+33 •••••••42) */
    heirPhone: z.string(),
    /** the owner's last sign-in or signed-in request the safeguard knows */
    ownerLastSeenAt: z.iso.datetime().nullable(),
    heirsToldAt: z.iso.datetime().nullable(),
    items: z.array(z.object({ id: z.uuid(), name: z.string(), serialNumber: z.string(), held: z.boolean() })),
    documents: z.array(heirDocumentSchema),
    requiredDocuments: z.array(z.string()),
    reason: z.string().nullable(),
    decidedBy: z.string().nullable(),
    decidedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ConsoleHeirClaim' });
export type ConsoleHeirClaim = z.infer<typeof consoleClaimSchema>;

export const heirSettingsSchema = z.object({
  documents: z.array(localizedTextSchema(200)).min(1).max(10),
});

const fileResponse = z.string().meta({ description: "The document's bytes", format: 'binary' });
const consoleClaimParams = brandParams.extend({ claimId: z.uuid() });

export const heirRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/heirs',
    auth: true,
    summary: "The owner's heirs and their inactivity safeguard",
    tags: ['heirs'],
    response: { 200: heirsSchema, 401: errorSchema },
  }),
  add: defineRoute({
    method: 'POST',
    path: '/v1/heirs',
    auth: true,
    summary:
      'Names an heir (step-up changeHeirs with phoneTo = phone first; 403 STEP_UP_REQUIRED / PASSKEY_REQUIRED without); told by SMS when tell',
    tags: ['heirs'],
    body: newHeirBody,
    response: { 201: heirSchema, ...conflictRouteErrors, 403: errorSchema },
  }),
  change: defineRoute({
    method: 'PUT',
    path: '/v1/heirs/:id',
    auth: true,
    summary: "Changes an heir (step-up changeHeirs with phoneTo = the heir's phone first)",
    tags: ['heirs'],
    params: idParams,
    body: heirChangeBody,
    response: { 200: heirSchema, ...conflictRouteErrors, 403: errorSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/heirs/:id',
    auth: true,
    summary:
      "Removes an heir (step-up changeHeirs with phoneTo = the heir's phone first); their open claim is cancelled",
    tags: ['heirs'],
    params: idParams,
    response: { 204: z.null(), ...routeErrors, 403: errorSchema },
  }),
  safeguard: defineRoute({
    method: 'PUT',
    path: '/v1/heirs/safeguard',
    auth: true,
    summary: `Chooses the safeguard's period without a sign-in (${HEIR_MONTHS_MIN} to ${HEIR_MONTHS_MAX} months)`,
    tags: ['heirs'],
    body: z.object({ months: z.number().int().min(HEIR_MONTHS_MIN).max(HEIR_MONTHS_MAX) }).strict(),
    response: { 200: safeguardSchema, 400: errorSchema, 401: errorSchema },
  }),
  namedMe: defineRoute({
    method: 'GET',
    path: '/v1/heirs/named-me',
    auth: true,
    summary:
      'Who named the caller as heir (those who told them, or whose heirs were told they may claim): the owner’s name with consent and the number of items, nothing else',
    tags: ['heirs'],
    querystring: z.object({ lang: languageSchema.optional() }),
    response: { 200: z.object({ items: z.array(namedMeSchema) }), 401: errorSchema },
  }),
  claim: defineRoute({
    method: 'POST',
    path: '/v1/heirs/named-me/:id/claim',
    auth: true,
    summary:
      'Makes the heir’s claim (once the heirs were told: else 409 CLAIM_NOT_OPEN; one open claim: 409 CLAIM_EXISTS)',
    tags: ['heirs'],
    params: idParams,
    body: claimBody,
    response: { 201: heirClaimSchema, ...conflictRouteErrors },
  }),
  getClaim: defineRoute({
    method: 'GET',
    path: '/v1/heir-claims/:claimId',
    auth: true,
    summary: 'The heir’s claim',
    tags: ['heirs'],
    params: claimParams,
    response: { 200: heirClaimSchema, ...routeErrors },
  }),
  uploadDocument: defineRoute({
    method: 'POST',
    path: '/v1/heir-claims/:claimId/documents',
    auth: true,
    summary: `Gives a brand's part of the claim a document (multipart: field "brandId", then "file": PDF, JPEG or PNG, at most ${HEIR_DOCUMENT_MAX_BYTES / 1024 / 1024} MB)`,
    tags: ['heirs'],
    params: claimParams,
    response: { 201: heirDocumentSchema, ...conflictRouteErrors, 413: errorSchema, 415: errorSchema },
  }),
  document: defineRoute({
    method: 'GET',
    path: '/v1/heir-claims/:claimId/documents/:documentId',
    auth: true,
    produces: HEIR_DOCUMENT_TYPES,
    summary: 'A document of the heir’s claim (the heir only)',
    tags: ['heirs'],
    params: claimDocumentParams,
    response: { 200: fileResponse, ...routeErrors },
  }),
} as const;

export const consoleHeirRoutes = {
  claims: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/heir-claims/:limit/:offset',
    summary: "The brand's parts of heirs' claims, open first, newest first (after-sales)",
    roles: ['afterSales'],
    params: brandPage,
    response: { 200: pageOf(consoleClaimSummarySchema), ...staffErrors },
  }),
  claim: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/heir-claims/:claimId',
    summary: "The brand's part of a claim: the heir's statement, documents, items, the owner's last sign-in",
    roles: ['afterSales'],
    params: consoleClaimParams,
    response: { 200: consoleClaimSchema, ...staffErrors },
  }),
  document: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/heir-claims/:claimId/documents/:documentId',
    produces: HEIR_DOCUMENT_TYPES,
    summary: 'A document the heir gave the brand',
    roles: ['afterSales'],
    params: consoleClaimParams.extend({ documentId: z.uuid() }),
    response: { 200: fileResponse, ...staffErrors },
  }),
  approve: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/heir-claims/:claimId/approve',
    summary:
      'Approves the brand\'s part: its items still held by the owner move to the heir ("inherited"), audited (409 CLAIM_NOT_OPEN once decided or cancelled)',
    roles: ['afterSales'],
    params: consoleClaimParams,
    response: { 200: consoleClaimSchema, ...staffErrors, 409: errorSchema },
  }),
  refuse: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/heir-claims/:claimId/refuse',
    summary: "Refuses the brand's part with a reason the heir is told, audited",
    roles: ['afterSales'],
    params: consoleClaimParams,
    body: z.object({ reason: wellFormedText(HEIR_REASON_MAX) }).strict(),
    response: { 200: consoleClaimSchema, ...staffErrors, 409: errorSchema },
  }),
  settings: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/heir-settings',
    summary: 'The documents the brand asks heirs for (the default list until set)',
    roles: ['afterSales'],
    response: { 200: heirSettingsSchema, ...staffErrors },
  }),
  setSettings: brandRoute({
    method: 'PUT',
    path: '/console/brands/:brandId/heir-settings',
    summary: 'Sets the documents the brand asks heirs for (admins), audited',
    body: heirSettingsSchema.strict(),
    response: { 200: heirSettingsSchema, ...staffErrors },
  }),
} as const;

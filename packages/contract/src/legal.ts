// Legal documents and their acceptance (docs/product.md "Legal"): versioned per type and language; the app
// blocks on an acceptance screen until the owner has accepted the latest terms and privacy policy.
import { z } from 'zod';
import { conflictRouteErrors, errorSchema, idParams, languageSchema, pageOf } from './common';
import { defineRoute } from './route';

export const legalTypes = ['termsAndConditions', 'privacyPolicy'] as const;
export const legalTypeSchema = z.enum(legalTypes);
export type LegalType = z.infer<typeof legalTypeSchema>;

export const legalDocumentSchema = z
  .object({
    id: z.uuid(),
    type: legalTypeSchema,
    version: z.number().int().min(1),
    language: languageSchema,
    title: z.string(),
    /** plain text: paragraphs separated by a blank line; a line starting with "## " is a heading */
    body: z.string(),
    publishedAt: z.iso.datetime(),
  })
  .meta({ id: 'LegalDocument' });
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

const acceptanceOfType = z.object({
  /** the latest published version */
  latestVersion: z.number().int().min(1),
  /** the version the user accepted last, if any, and when */
  acceptedVersion: z.number().int().min(1).nullable(),
  acceptedAt: z.iso.datetime().nullable(),
  upToDate: z.boolean(),
});

export const lastLegalsAcceptedSchema = z
  .object({
    termsAndConditions: acceptanceOfType,
    privacyPolicy: acceptanceOfType,
    /** both latest versions accepted: the app may open */
    upToDate: z.boolean(),
  })
  .meta({ id: 'LastLegalsAccepted' });
export type LastLegalsAccepted = z.infer<typeof lastLegalsAcceptedSchema>;

/** The version the user read and accepts: accepting anything but the latest answers 409 LEGAL_OUTDATED. */
export const acceptOneBody = z.object({ version: z.number().int().min(1) }).strict();
export const acceptBothBody = z
  .object({ termsAndConditions: z.number().int().min(1), privacyPolicy: z.number().int().min(1) })
  .strict();

const languageParams = z.object({ language: languageSchema });
function documentRoutes(type: LegalType) {
  const base = `/v1/legals/${type}`;
  const label = type === 'termsAndConditions' ? 'terms and conditions' : 'privacy policy';
  return {
    latest: defineRoute({
      method: 'GET',
      path: base,
      auth: false,
      summary: `The latest ${label}, in the caller's language (Accept-Language, else English)`,
      tags: ['legal'],
      response: { 200: legalDocumentSchema, 404: errorSchema },
    }),
    latestIn: defineRoute({
      method: 'GET',
      path: `${base}/:language`,
      auth: false,
      summary: `The latest ${label} in one language`,
      tags: ['legal'],
      params: languageParams,
      response: { 200: legalDocumentSchema, 400: errorSchema, 404: errorSchema },
    }),
    versions: defineRoute({
      method: 'GET',
      path: `/v1/legals/type/${type}`,
      auth: false,
      summary: `Every published version of the ${label}, newest first, in the caller's language`,
      tags: ['legal'],
      response: { 200: pageOf(legalDocumentSchema) },
    }),
    versionsIn: defineRoute({
      method: 'GET',
      path: `/v1/legals/type/${type}/:language`,
      auth: false,
      summary: `Every published version of the ${label} in one language, newest first`,
      tags: ['legal'],
      params: languageParams,
      response: { 200: pageOf(legalDocumentSchema), 400: errorSchema },
    }),
  } as const;
}

export const legalRoutes = {
  terms: documentRoutes('termsAndConditions'),
  privacy: documentRoutes('privacyPolicy'),
  byId: defineRoute({
    method: 'GET',
    path: '/v2/legals/:id',
    auth: false,
    summary: 'One legal document by its id (any version, any language)',
    tags: ['legal'],
    params: idParams,
    response: { 200: legalDocumentSchema, 400: errorSchema, 404: errorSchema },
  }),
  lastAccepted: defineRoute({
    method: 'GET',
    path: '/legals/lastLegalsAccepted',
    auth: true,
    summary: 'Which versions the user accepted, and whether the latest ones are accepted',
    tags: ['legal'],
    response: { 200: lastLegalsAcceptedSchema, 401: errorSchema },
  }),
  acceptTerms: defineRoute({
    method: 'POST',
    path: '/legals/accept/termsAndConditions',
    auth: true,
    summary: 'Accept this version of the terms and conditions (it must be the latest)',
    tags: ['legal'],
    body: acceptOneBody,
    response: { 200: lastLegalsAcceptedSchema, ...conflictRouteErrors },
  }),
  acceptPrivacy: defineRoute({
    method: 'POST',
    path: '/legals/accept/privacyPolicy',
    auth: true,
    summary: 'Accept this version of the privacy policy (it must be the latest)',
    tags: ['legal'],
    body: acceptOneBody,
    response: { 200: lastLegalsAcceptedSchema, ...conflictRouteErrors },
  }),
  acceptBoth: defineRoute({
    method: 'POST',
    path: '/legals/accept',
    auth: true,
    summary: 'Accept both documents at once (both must be the latest versions)',
    tags: ['legal'],
    body: acceptBothBody,
    response: { 200: lastLegalsAcceptedSchema, ...conflictRouteErrors },
  }),
} as const;

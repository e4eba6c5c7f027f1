// The owner's 5-minute proof of ownership: a link to the item's public page that says, while it lasts, that
// whoever shared it holds the item in Heirloom (docs/decisions/023-what-the-public-page-proves.md).
import { z } from 'zod';
import { errorSchema, idParams, routeErrors } from './common';
import { defineRoute } from './route';

/** How long a proof holds, in seconds. */
export const OWNERSHIP_PROOF_SECONDS = 300;

/** A sealed proof as it travels in the page's address (`?proof=`): base64url, bounded. */
export const ownershipProofToken = z
  .string()
  .min(16)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/);

export const ownershipProofSchema = z
  .object({
    /** the item's public page with the proof in its query (`?proof=…`) */
    url: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'OwnershipProof' });
export type OwnershipProof = z.infer<typeof ownershipProofSchema>;

/**
 * What a proof says when the public page checks it: `proven` only while it lasts and its maker still holds the
 * item; `expired` after its time; `invalid` when altered, forged, or its maker no longer holds the item. It names
 * no one: the item's public id is there for the page to show the banner on that item's page only.
 */
export const ownershipProofCheckSchema = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('proven'),
      publicId: z.string(),
      checkedAt: z.iso.datetime(),
      validUntil: z.iso.datetime(),
    }),
    z.object({ status: z.literal('expired') }),
    z.object({ status: z.literal('invalid') }),
  ])
  .meta({ id: 'OwnershipProofCheck' });
export type OwnershipProofCheck = z.infer<typeof ownershipProofCheckSchema>;

export const ownershipProofRoutes = {
  make: defineRoute({
    method: 'POST',
    path: '/v1/products/:id/ownershipProof',
    auth: true,
    summary:
      "A 5-minute link to the item's public page proving its owner holds it (404 unless held by the caller)",
    tags: ['public'],
    params: idParams,
    response: { 200: ownershipProofSchema, ...routeErrors },
  }),
  check: defineRoute({
    method: 'GET',
    path: '/public/ownershipProof',
    auth: false,
    summary: 'Whether a proof of ownership holds now (no sign-in; it names no one)',
    tags: ['public'],
    querystring: z.object({ proof: ownershipProofToken }),
    response: { 200: ownershipProofCheckSchema, 400: errorSchema },
  }),
} as const;

// The owner's certificate of ownership as a W3C Verifiable Credential (VC Data Model 2.0, a Data Integrity proof
// eddsa-rdfc-2022), its revocation status list, and the public check of a credential
// (docs/decisions/034-ownership-credentials.md).
import { z } from 'zod';
import { errorSchema, idParams, routeErrors } from './common';
import { defineRoute } from './route';

/** The media type of a credential secured by an embedded proof. */
export const VC_MEDIA_TYPE = 'application/vc+ld+json';

/** A signed credential, as JSON-LD: its fields are the W3C data model's, checked by its proof, not by a schema. */
export const verifiableCredentialSchema = z
  .looseObject({
    '@context': z.array(z.union([z.string(), z.record(z.string(), z.unknown())])),
    id: z.string(),
    type: z.array(z.string()),
    issuer: z.string(),
    validFrom: z.string(),
    credentialSubject: z.record(z.string(), z.unknown()),
    proof: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'VerifiableCredential' });
export type VerifiableCredential = z.infer<typeof verifiableCredentialSchema>;

/** The item a checked credential names, as it stood when the credential was issued. */
export const credentialItemSchema = z.object({
  /** the item's address (its GS1 Digital Link, else its public page) */
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  serialNumber: z.string(),
  gtin: z.string().nullable(),
  heldSince: z.string(),
});

/**
 * What the public check says of a credential: `valid` (signed by this platform, unchanged, not revoked),
 * `revoked` (the item has changed hands since, and when), or `forged` (a bad proof, another issuer, a changed
 * field, or not a credential at all).
 */
export const credentialCheckSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('valid'), item: credentialItemSchema, issuedAt: z.string() }),
    z.object({ status: z.literal('revoked'), item: credentialItemSchema, revokedAt: z.iso.datetime() }),
    z.object({ status: z.literal('forged') }),
  ])
  .meta({ id: 'CredentialCheck' });
export type CredentialCheck = z.infer<typeof credentialCheckSchema>;

/**
 * A credential to check: the JSON as pasted (text) or as uploaded (an object), at most 64 kB of text; or the
 * verification code its PDF prints.
 */
export const credentialCheckBody = z.object({
  credential: z.union([z.string().min(1).max(65_536), z.record(z.string(), z.unknown())]),
});

/** A file's bytes (the certificate's PDF). */
const pdfFileSchema = z.string().meta({ description: "The PDF's bytes", format: 'binary' });

/**
 * A certificate's verification code, as its PDF prints it: its id (a UUID, written with or without `urn:uuid:`).
 * The public check takes it in place of the credential.
 */
export const CREDENTIAL_CODE =
  /^\s*(?:urn:uuid:)?([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\s*$/;

export const credentialRoutes = {
  pdf: defineRoute({
    method: 'GET',
    path: '/v1/items/:id/certificate.pdf',
    auth: true,
    produces: ['application/pdf'],
    summary:
      "The owner's certificate of ownership of the item as a PDF in the reader's language, for an insurer or a notary: the same certificate as the credential, its id printed as the verification code",
    tags: ['items'],
    params: idParams,
    response: { 200: pdfFileSchema, ...routeErrors },
  }),
  issue: defineRoute({
    method: 'GET',
    path: '/v1/items/:id/credential',
    auth: true,
    summary:
      "The owner's certificate of ownership of the item, a W3C Verifiable Credential signed by the platform (the same one while they hold it; 404 unless held by the caller)",
    tags: ['items'],
    params: idParams,
    response: { 200: verifiableCredentialSchema, ...routeErrors },
  }),
  statusList: defineRoute({
    method: 'GET',
    path: '/public/credentials/status/:list',
    auth: false,
    summary:
      'A revocation status list of the certificates of ownership (a signed Bitstring Status List credential; readable from any origin)',
    tags: ['public'],
    params: z.object({ list: z.coerce.number().int().min(1).max(1_000_000) }),
    response: { 200: verifiableCredentialSchema, 400: errorSchema, 404: errorSchema },
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/public/credentials/verify',
    auth: false,
    summary:
      'Checks a certificate of ownership: valid (and the item it names), revoked (and since when) or forged',
    tags: ['public'],
    body: credentialCheckBody,
    response: { 200: credentialCheckSchema, 400: errorSchema, 429: errorSchema },
  }),
} as const;

// The brand console (issue 18): brand staff sign in by an e-mail link, work in one brand with their roles, and
// every change they make is written to the brand's audit log. Console routes live under /api/console; a
// route of one brand has `:brandId` in its path and names the roles that may call it (admins may do all).
import { z } from 'zod';
import { savStoreSchema } from './clients';
import {
  errorSchema,
  languageSchema,
  okSchema,
  pageOf,
  pageParamsSchema,
  routeErrors,
  signInErrors,
  wellFormedText,
} from './common';
import {
  authenticationOptionsSchema,
  authenticationResponseSchema,
  passkeyNameSchema,
  passkeySchema,
  registrationOptionsSchema,
  registrationResponseSchema,
} from './passkeys';
import { brandMoveBody, brandNoteBody, brandRepairListQuery, brandRepairSchema } from './repairs';
import { defineRoute, type RouteDef } from './route';
import { emailSchema } from './users';

/** admin: staff, API keys, settings (and everything else); the others: their area only. */
export const staffRoles = ['admin', 'afterSales', 'catalogue', 'messages'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** A sign-in link is good for 15 minutes, once. */
export const STAFF_LINK_MINUTES = 15;
/** An invitation is good for 7 days, once. */
export const STAFF_INVITATION_DAYS = 7;
/** A console session lasts a working day. */
export const STAFF_SESSION_HOURS = 12;
/** Sign-in links one address may be sent in an hour (more asks are answered alike and send nothing). */
export const STAFF_LINKS_PER_HOUR = 5;
/** Console session tokens start with this (owners' tokens are JWTs, brand API keys start with hlk_). */
export const STAFF_TOKEN_PREFIX = 'hls_';
export const STAFF_KEY_LABEL_MAX = 60;
/** Passkeys one person may keep for the console. */
export const STAFF_PASSKEYS_PER_PERSON = 10;

/** May these roles call a route open to `allowed`? Admins may call every route of their brand. */
export const rolesAllow = (roles: readonly string[], allowed: readonly string[] = []) =>
  roles.includes('admin') || roles.some((role) => allowed.includes(role));

export const consolePaths = {
  requestLink: '/console/auth/link',
  signIn: '/console/auth/sign-in',
  acceptInvitation: '/console/auth/invitation',
  me: '/console/me',
  signOut: '/console/auth/session',
  passkeyOptions: '/console/auth/passkey/options',
  passkeySignIn: '/console/auth/passkey',
  confirmOptions: '/console/auth/passkey/confirm/options',
  confirm: '/console/auth/passkey/confirm',
  passkeys: '/console/me/passkeys',
  passkeyRegistrationOptions: '/console/me/passkeys/options',
  passkey: '/console/me/passkeys/:passkeyId',
} as const;

/**
 * How a console session was opened. One opened by an e-mailed link (or an invitation) for a person who already
 * has a passkey must be confirmed with it before it reaches anything but the routes marked `beforePasskey`.
 */
export const staffSessionMethods = ['link', 'invitation', 'passkey'] as const;

const token = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);
const roleList = z
  .array(staffRoleSchema)
  .min(1)
  .max(staffRoles.length)
  .refine((roles) => new Set(roles).size === roles.length, 'Each role once');

export const staffBrandSchema = z
  .object({ id: z.uuid(), slug: z.string(), name: z.string(), roles: z.array(staffRoleSchema) })
  .meta({ id: 'StaffBrand' });
export type StaffBrand = z.infer<typeof staffBrandSchema>;

export const staffMeSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    language: languageSchema,
    /** the brands this person works for, by name */
    brands: z.array(staffBrandSchema),
    /** how many passkeys this person keeps for the console */
    passkeys: z.number().int().min(0),
    /** this session: how it was opened, and whether it waits for the person's passkey (403 STAFF_PASSKEY_REQUIRED; its brands are then not listed) */
    session: z.object({ method: z.enum(staffSessionMethods), passkeyRequired: z.boolean() }),
  })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffSessionSchema = z
  .object({ token: z.string(), expiresAt: z.iso.datetime(), staff: staffMeSchema })
  .meta({ id: 'StaffSession' });
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffMemberSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    roles: z.array(staffRoleSchema),
    addedAt: z.iso.datetime(),
    lastSignInAt: z.iso.datetime().nullable(),
    /** how many passkeys they keep (an admin may reset them when they lose them) */
    passkeys: z.number().int().min(0),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    roles: z.array(staffRoleSchema),
    /** who sent it (an e-mail address), null: the command line */
    invitedBy: z.string().nullable(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'StaffInvitation' });
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffListSchema = z.object({
  members: z.array(staffMemberSchema),
  /** invitations not yet accepted, not expired, not withdrawn */
  invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

export const auditActorKinds = ['staff', 'key', 'cli'] as const;
export const auditEntrySchema = z
  .object({
    id: z.uuid(),
    at: z.iso.datetime(),
    /** staff: their e-mail; key: the API key's prefix; cli: the server's command line */
    actor: z.object({ kind: z.enum(auditActorKinds), label: z.string() }),
    /** e.g. repair.moved, store.created, staff.invited, key.revoked */
    action: z.string(),
    target: z.object({ kind: z.string(), id: z.string(), label: z.string().nullable() }).nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const consoleKeySchema = z
  .object({
    id: z.uuid(),
    prefix: z.string(),
    label: z.string().nullable(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ConsoleKey' });
export type ConsoleKey = z.infer<typeof consoleKeySchema>;

const storeText = (max: number) => wellFormedText(max);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time as HH:MM');
export const storeBody = z
  .object({
    name: storeText(120),
    address: storeText(200),
    postalCode: storeText(20),
    city: storeText(100),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'A country code such as FR')
      .describe('ISO 3166-1 alpha-2'),
    phone: z.string().trim().max(30).nullable().default(null),
    email: emailSchema.nullable().default(null),
    openingHours: z
      .array(
        z
          .object({ day: z.number().int().min(0).max(6), opens: clock, closes: clock })
          .strict()
          .refine((h) => h.opens < h.closes, { message: 'Closes after it opens', path: ['closes'] }),
      )
      .max(21),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .strict();
export type StoreInput = z.input<typeof storeBody>;

export const brandParams = z.object({ brandId: z.uuid() });
export const brandPage = pageParamsSchema.extend({ brandId: z.uuid() });

/** A route of one brand's console: staff of that brand with one of `roles` (admins always). */
export const brandRoute = <
  const R extends Omit<RouteDef, 'auth' | 'tags' | 'params'> & { params?: z.ZodObject },
>(
  route: R,
) =>
  defineRoute({
    ...route,
    auth: 'staff',
    tags: ['console'],
    params: route.params ?? brandParams,
  });

export const staffErrors = { ...routeErrors, 403: errorSchema };
const passkeyParams = z.object({ passkeyId: z.uuid() });

export const consoleRoutes = {
  requestLink: defineRoute({
    method: 'POST',
    path: consolePaths.requestLink,
    auth: false,
    summary:
      'E-mails a sign-in link to a brand staff address (answered alike for any address; ' +
      `good ${STAFF_LINK_MINUTES} minutes, once; at most ${STAFF_LINKS_PER_HOUR} an hour)`,
    tags: ['console'],
    body: z.object({ email: emailSchema }).strict(),
    response: { 200: okSchema, 400: errorSchema, 429: errorSchema, 502: errorSchema },
  }),
  signIn: defineRoute({
    method: 'POST',
    path: consolePaths.signIn,
    auth: false,
    summary: 'Opens a console session from the e-mailed link (401 STAFF_LINK_INVALID, STAFF_LINK_EXPIRED)',
    tags: ['console'],
    body: z.object({ token }).strict(),
    response: { 200: staffSessionSchema, ...signInErrors },
  }),
  acceptInvitation: defineRoute({
    method: 'POST',
    path: consolePaths.acceptInvitation,
    auth: false,
    summary: 'Joins a brand from the invitation e-mail and opens a console session (once, within 7 days)',
    tags: ['console'],
    body: z.object({ token }).strict(),
    response: { 200: staffSessionSchema, ...signInErrors },
  }),
  me: defineRoute({
    method: 'GET',
    path: consolePaths.me,
    auth: 'staff',
    beforePasskey: true,
    summary:
      'The signed-in staff member, the brands they work for, and whether this session waits for a passkey',
    tags: ['console'],
    response: { 200: staffMeSchema, 401: errorSchema },
  }),
  signOut: defineRoute({
    method: 'DELETE',
    path: consolePaths.signOut,
    auth: 'staff',
    beforePasskey: true,
    summary: 'Ends this console session',
    tags: ['console'],
    response: { 204: z.null(), 401: errorSchema },
  }),

  // passkeys: signing in with one, confirming a link's session with one, and the person's own
  passkeyOptions: defineRoute({
    method: 'POST',
    path: consolePaths.passkeyOptions,
    auth: false,
    summary: 'Options to sign in to the console with a passkey (discoverable: no address asked)',
    tags: ['console'],
    body: z.object({}).strict().optional(),
    response: { 200: authenticationOptionsSchema, 400: errorSchema, 429: errorSchema },
  }),
  passkeySignIn: defineRoute({
    method: 'POST',
    path: consolePaths.passkeySignIn,
    auth: false,
    summary: 'Opens a console session with a passkey (401 STAFF_PASSKEY_UNKNOWN: not a console passkey)',
    tags: ['console'],
    body: z.object({ response: authenticationResponseSchema }).strict(),
    response: { 200: staffSessionSchema, ...signInErrors },
  }),
  confirmOptions: defineRoute({
    method: 'POST',
    path: consolePaths.confirmOptions,
    auth: 'staff',
    beforePasskey: true,
    summary:
      "Options to confirm this session with one of the person's passkeys (bound to the session, 5 minutes)",
    tags: ['console'],
    body: z.object({}).strict().optional(),
    response: { 200: authenticationOptionsSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
  }),
  confirm: defineRoute({
    method: 'POST',
    path: consolePaths.confirm,
    auth: 'staff',
    beforePasskey: true,
    summary: "Checks the passkey's signature: the session is the person's from now on",
    tags: ['console'],
    body: z.object({ response: authenticationResponseSchema }).strict(),
    response: { 200: staffMeSchema, ...signInErrors },
  }),
  passkeys: defineRoute({
    method: 'GET',
    path: consolePaths.passkeys,
    auth: 'staff',
    summary: "The signed-in person's console passkeys",
    tags: ['console'],
    response: { 200: z.object({ items: z.array(passkeySchema) }), 401: errorSchema, 403: errorSchema },
  }),
  passkeyRegistrationOptions: defineRoute({
    method: 'POST',
    path: consolePaths.passkeyRegistrationOptions,
    auth: 'staff',
    summary: 'Options to create a console passkey (a single-use challenge of this session, 5 minutes)',
    tags: ['console'],
    body: z.object({}).strict().optional(),
    response: { 200: registrationOptionsSchema, ...staffErrors, 409: errorSchema },
  }),
  registerPasskey: defineRoute({
    method: 'POST',
    path: consolePaths.passkeys,
    auth: 'staff',
    summary: 'Checks the new credential against the challenge and keeps it (the person is e-mailed)',
    tags: ['console'],
    body: z.object({ response: registrationResponseSchema, name: passkeyNameSchema.optional() }).strict(),
    response: { 201: passkeySchema, ...staffErrors, 409: errorSchema },
  }),
  removePasskey: defineRoute({
    method: 'DELETE',
    path: consolePaths.passkey,
    auth: 'staff',
    summary: 'Removes one of the signed-in person’s passkeys (the person is e-mailed)',
    tags: ['console'],
    params: passkeyParams,
    response: { 204: z.null(), ...staffErrors },
  }),

  // staff (admins)
  staff: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/staff',
    summary: "The brand's staff and its invitations waiting",
    response: { 200: staffListSchema, ...staffErrors },
  }),
  invite: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/invitations',
    summary: `Invites someone by e-mail with these roles (the link is good ${STAFF_INVITATION_DAYS} days)`,
    body: z.object({ email: emailSchema, roles: roleList }).strict(),
    response: { 201: staffInvitationSchema, ...staffErrors, 409: errorSchema, 502: errorSchema },
  }),
  withdrawInvitation: brandRoute({
    method: 'DELETE',
    path: '/console/brands/:brandId/invitations/:invitationId',
    summary: 'Withdraws an invitation not yet accepted',
    params: brandParams.extend({ invitationId: z.uuid() }),
    response: { 204: z.null(), ...staffErrors },
  }),
  setRoles: brandRoute({
    method: 'PUT',
    path: '/console/brands/:brandId/staff/:staffId/roles',
    summary: "Changes a member's roles (a brand keeps at least one admin: 409 LAST_ADMIN)",
    params: brandParams.extend({ staffId: z.uuid() }),
    body: z.object({ roles: roleList }).strict(),
    response: { 200: staffMemberSchema, ...staffErrors, 409: errorSchema },
  }),
  removeStaff: brandRoute({
    method: 'DELETE',
    path: '/console/brands/:brandId/staff/:staffId',
    summary:
      'Removes a member from the brand: at once, none of its routes answer them (409 LAST_ADMIN for the last admin)',
    params: brandParams.extend({ staffId: z.uuid() }),
    response: { 204: z.null(), ...staffErrors, 409: errorSchema },
  }),
  resetPasskeys: brandRoute({
    method: 'DELETE',
    path: '/console/brands/:brandId/staff/:staffId/passkeys',
    summary:
      "Removes a member's passkeys (they lost them): they sign in by e-mailed link again; they are e-mailed",
    params: brandParams.extend({ staffId: z.uuid() }),
    response: { 204: z.null(), ...staffErrors },
  }),
  audit: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/audit/:limit/:offset',
    summary: "The brand's audit log, newest first: who changed what, when",
    params: brandPage,
    response: { 200: pageOf(auditEntrySchema), ...staffErrors },
  }),

  // API keys (admins)
  keys: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/keys',
    summary: "The brand's API keys (prefixes only), live ones first",
    response: { 200: z.object({ items: z.array(consoleKeySchema) }), ...staffErrors },
  }),
  createKey: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/keys',
    summary: 'Creates an API key, answered once: only its hash is kept',
    body: z.object({ label: wellFormedText(STAFF_KEY_LABEL_MAX) }).strict(),
    response: { 201: consoleKeySchema.extend({ key: z.string() }), ...staffErrors },
  }),
  revokeKey: brandRoute({
    method: 'DELETE',
    path: '/console/brands/:brandId/keys/:keyId',
    summary: 'Revokes an API key at once',
    params: brandParams.extend({ keyId: z.uuid() }),
    response: { 200: consoleKeySchema, ...staffErrors },
  }),

  // after-sales
  repairs: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/repairs/:limit/:offset',
    summary: 'Repairs asked of the brand, newest first, by state',
    roles: ['afterSales'],
    params: brandPage,
    querystring: brandRepairListQuery,
    response: { 200: pageOf(brandRepairSchema), ...staffErrors },
  }),
  repair: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/repairs/:repairId',
    summary: 'One repair, with its steps',
    roles: ['afterSales'],
    params: brandParams.extend({ repairId: z.uuid() }),
    response: { 200: brandRepairSchema, ...staffErrors },
  }),
  moveRepair: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/repairs/:repairId/state',
    summary: 'Accept, reject, start or mark ready for pickup (the owner is notified)',
    roles: ['afterSales'],
    params: brandParams.extend({ repairId: z.uuid() }),
    body: brandMoveBody,
    response: { 200: brandRepairSchema, ...staffErrors, 409: errorSchema },
  }),
  noteRepair: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/repairs/:repairId/notes',
    summary: 'A note to the owner (they are notified)',
    roles: ['afterSales'],
    params: brandParams.extend({ repairId: z.uuid() }),
    body: brandNoteBody,
    response: { 200: brandRepairSchema, ...staffErrors, 409: errorSchema },
  }),
  stores: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/stores',
    summary: "The brand's after-sales stores",
    roles: ['afterSales'],
    response: { 200: z.object({ items: z.array(savStoreSchema) }), ...staffErrors },
  }),
  createStore: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/stores',
    summary: 'Opens an after-sales store',
    roles: ['afterSales'],
    body: storeBody,
    response: { 201: savStoreSchema, ...staffErrors },
  }),
  updateStore: brandRoute({
    method: 'PUT',
    path: '/console/brands/:brandId/stores/:storeId',
    summary: "Changes a store's address, hours or position",
    roles: ['afterSales'],
    params: brandParams.extend({ storeId: z.uuid() }),
    body: storeBody,
    response: { 200: savStoreSchema, ...staffErrors },
  }),
} as const;

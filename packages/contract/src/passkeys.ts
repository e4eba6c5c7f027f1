// Passkeys (WebAuthn, decision 018): an owner's passkeys, signing in with one, and the step-up a passkey gives
// for the actions that cannot be undone. The credential JSON is the shape @simplewebauthn/browser produces; its
// fields are bounded here and checked cryptographically by the server.
import { z } from 'zod';
import { authTokensSchema, confirmsExactly, grantSchema, stepUpActions } from './auth';
import { errorSchema, idParams, okSchema, phoneSchema, routeErrors, signInErrors } from './common';
import { passkeyPaths, PASSKEY_NAME_MAX } from './light-paths';
import { defineRoute } from './route';
import { productsIdsSchema, walletAddressSchema } from './transfers';

/** A challenge, registration or sign-in, is good for five minutes and once. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60;
export const PASSKEYS_PER_USER = 20;

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not base64url');

/**
 * The actions a passkey grant is for: the step-up actions, and removing a passkey. When the owner has a passkey,
 * these accept a passkey grant only (decision 018).
 */
export const guardedActions = [...stepUpActions, 'removePasskey'] as const;
export const guardedActionSchema = z.enum(guardedActions);
export type GuardedAction = z.infer<typeof guardedActionSchema>;

type ConfirmedField = 'phoneTo' | 'addressTo' | 'productsIds' | 'passkeyId';
/** What each action's grant confirms: it is good for exactly that transaction. */
const confirmedFields: Record<GuardedAction, readonly ConfirmedField[]> = {
  sendToPhone: ['phoneTo', 'productsIds'],
  sendToAddress: ['addressTo', 'productsIds'],
  deleteAccount: [],
  entrustToPhone: ['phoneTo', 'productsIds'],
  entrustToStore: ['productsIds'],
  changeHeirs: ['phoneTo'],
  removePasskey: ['passkeyId'],
};

/** The passkey step-up's options: the action and, for a send or a removal, what exactly it confirms. */
export const passkeyStepUpBody = z
  .object({
    action: guardedActionSchema,
    phoneTo: phoneSchema.optional(),
    addressTo: walletAddressSchema.optional(),
    productsIds: productsIdsSchema.optional(),
    passkeyId: z.uuid().optional(),
  })
  .strict()
  .superRefine(confirmsExactly(confirmedFields));
export type PasskeyStepUpRequest = z.infer<typeof passkeyStepUpBody>;

const transportsSchema = z.array(z.string().max(32)).max(10);

/** A new credential, as navigator.credentials.create() gives it (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32768),
    authenticatorData: base64url(32768).optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** A signature, as navigator.credentials.get() gives it (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(32768),
    signature: base64url(2048),
    userHandle: base64url(256).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

const descriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/** What the browser needs to create a passkey (PublicKeyCredentialCreationOptionsJSON). */
export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(descriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/** What the browser needs to sign with a passkey (PublicKeyCredentialRequestOptionsJSON). */
export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptorSchema).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
});
export type PasskeyAuthenticationOptions = z.infer<typeof authenticationOptionsSchema>;

export const passkeyNameSchema = z.string().trim().min(1).max(PASSKEY_NAME_MAX);

export const passkeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    /** multiDevice: synced by the platform (iCloud Keychain, Google Password Manager…); singleDevice: one device */
    deviceType: z.enum(['singleDevice', 'multiDevice']),
    backedUp: z.boolean(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;

/** An owner who lost every passkey recovers by SMS: the guarded actions stay locked until `endsAt`. */
export const passkeyRecoverySchema = z.object({
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type PasskeyRecovery = z.infer<typeof passkeyRecoverySchema>;

export const passkeysSchema = z.object({
  items: z.array(passkeySchema),
  /** the recovery under way, if any */
  recovery: passkeyRecoverySchema.nullable(),
  /** how this session signed in: a passkey session may add passkeys when the owner already has one */
  sessionMethod: z.enum(['sms', 'passkey']),
});
export type Passkeys = z.infer<typeof passkeysSchema>;

/** A passkey step-up's options: the browser's, and what the grant will confirm (shown before the sheet). */
export const passkeyStepUpOptionsSchema = z.object({
  options: authenticationOptionsSchema,
  action: guardedActionSchema,
});

const errors = { ...routeErrors, 403: errorSchema, 409: errorSchema, 429: errorSchema };

export const passkeyRoutes = {
  list: defineRoute({
    method: 'GET',
    path: passkeyPaths.list,
    auth: true,
    summary: "The owner's passkeys and the recovery under way, if any",
    tags: ['passkeys'],
    response: { 200: passkeysSchema, 401: errorSchema },
  }),
  registrationOptions: defineRoute({
    method: 'POST',
    path: passkeyPaths.registrationOptions,
    auth: true,
    summary: 'Options to create a passkey for this owner (a single-use challenge of this session, 5 minutes)',
    tags: ['passkeys'],
    body: z.object({}).strict().optional(),
    response: { 200: registrationOptionsSchema, ...errors },
  }),
  registrationVerify: defineRoute({
    method: 'POST',
    path: passkeyPaths.registrationVerify,
    auth: true,
    summary: 'Checks the new credential against the challenge and keeps it',
    tags: ['passkeys'],
    body: z.object({ response: registrationResponseSchema, name: passkeyNameSchema.optional() }).strict(),
    response: { 200: passkeySchema, ...errors },
  }),
  rename: defineRoute({
    method: 'PATCH',
    path: passkeyPaths.one,
    auth: true,
    summary: 'Renames a passkey',
    tags: ['passkeys'],
    params: idParams,
    body: z.object({ name: passkeyNameSchema }).strict(),
    response: { 200: passkeySchema, ...routeErrors },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: passkeyPaths.one,
    auth: true,
    summary: 'Removes a passkey (a passkey grant for removePasskey of this passkey)',
    tags: ['passkeys'],
    params: idParams,
    response: { 200: okSchema, ...errors },
  }),
  startRecovery: defineRoute({
    method: 'POST',
    path: passkeyPaths.recovery,
    auth: true,
    summary: 'Lost every passkey: after 48 hours they are removed; until then the guarded actions are locked',
    tags: ['passkeys'],
    body: z.object({}).strict().optional(),
    response: { 200: passkeyRecoverySchema, ...errors },
  }),
  cancelRecovery: defineRoute({
    method: 'DELETE',
    path: passkeyPaths.recovery,
    auth: true,
    summary: 'Cancels the recovery under way (from any signed-in device)',
    tags: ['passkeys'],
    response: { 200: okSchema, ...routeErrors },
  }),
  loginOptions: defineRoute({
    method: 'POST',
    path: passkeyPaths.loginOptions,
    auth: false,
    summary: 'Options to sign in with a passkey (discoverable credentials: no phone needed)',
    tags: ['auth', 'passkeys'],
    body: z.object({}).strict().optional(),
    response: { 200: authenticationOptionsSchema, 400: errorSchema, 429: errorSchema },
  }),
  login: defineRoute({
    method: 'POST',
    path: passkeyPaths.login,
    auth: false,
    summary: 'Signs in with a passkey: the same tokens as the SMS sign-in',
    tags: ['auth', 'passkeys'],
    body: z.object({ response: authenticationResponseSchema }).strict(),
    response: { 200: authTokensSchema, ...signInErrors },
  }),
  stepUpOptions: defineRoute({
    method: 'POST',
    path: passkeyPaths.stepUpOptions,
    auth: true,
    summary: 'Options to confirm an action with a passkey, bound to this session and this transaction',
    tags: ['auth', 'passkeys'],
    body: passkeyStepUpBody,
    response: { 200: passkeyStepUpOptionsSchema, ...errors },
  }),
  stepUpVerify: defineRoute({
    method: 'POST',
    path: passkeyPaths.stepUpVerify,
    auth: true,
    summary: 'Checks the passkey signature; opens a single-use 5-minute grant for its action and transaction',
    tags: ['auth', 'passkeys'],
    body: z.object({ action: guardedActionSchema, response: authenticationResponseSchema }).strict(),
    response: { 200: grantSchema.extend({ action: guardedActionSchema }), ...errors },
  }),
} as const;

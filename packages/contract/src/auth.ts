// Sign-in by SMS code or link, token refresh and logout, and step-up verification (docs/product.md "Sign-in", "Step-up verification").
import { z } from 'zod';
import { defineRoute } from './route';
import { errorSchema, languageSchema, phoneSchema, signInErrors } from './common';
import { authPaths, MISSING_LOGIN_ARGS } from './light-paths';
import { productsIdsSchema, walletAddressSchema } from './transfers';

export * from './light-paths';

export const codeSchema = z.string().regex(/^\d{6}$/, 'The code is 6 digits');
const linkTokenSchema = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Malformed token');
const jwtSchema = z.string().min(20).max(2000);

export const authSmsBody = z.object({
  phone: phoneSchema,
  isAndroid: z.boolean().default(false),
  language: languageSchema.default('en'),
  recaptchaToken: z.string().max(4000).optional(),
});

export const codeSentSchema = z.object({
  codeLength: z.number().int(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const loginBody = z
  .object({
    phone: phoneSchema.optional(),
    code: codeSchema.optional(),
    token: linkTokenSchema.optional(),
  })
  .refine((b) => (b.phone !== undefined && b.code !== undefined) || b.token !== undefined, {
    message: MISSING_LOGIN_ARGS,
    path: ['token'],
  });
export type LoginPayload = z.input<typeof loginBody>;

export const authTokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type AuthTokens = z.infer<typeof authTokensSchema>;

export const refreshBody = z.object({ refreshToken: jwtSchema });

export const stepUpActions = [
  'sendToPhone',
  'sendToAddress',
  'deleteAccount',
  // entrusted care (care.ts): a person by phone, or one of the brand's stores
  'entrustToPhone',
  'entrustToStore',
  // naming, changing or removing an heir (heirs.ts)
  'changeHeirs',
] as const;
export const stepUpActionSchema = z.enum(stepUpActions);
export type StepUpAction = z.infer<typeof stepUpActionSchema>;

/** What each action's code confirms: the SMS names it, and the grant is good for exactly that. */
const confirmedFields: Record<StepUpAction, readonly ('phoneTo' | 'addressTo' | 'productsIds')[]> = {
  sendToPhone: ['phoneTo', 'productsIds'],
  sendToAddress: ['addressTo', 'productsIds'],
  deleteAccount: [],
  entrustToPhone: ['phoneTo', 'productsIds'],
  entrustToStore: ['productsIds'],
  /** naming, changing or removing an heir: their number */
  changeHeirs: ['phoneTo'],
};

/**
 * A step-up code for one action and, for a send, one transaction (its recipient and items), in the spirit
 * of PSD2's dynamic linking: a grant for one recipient cannot send to another.
 */
export const requestCodeBody = z
  .object({
    action: stepUpActionSchema,
    phoneTo: phoneSchema.optional(),
    addressTo: walletAddressSchema.optional(),
    productsIds: productsIdsSchema.optional(),
  })
  .strict()
  .superRefine(confirmsExactly(confirmedFields));

/**
 * The check of a step-up body: its action's fields given, and no other (`fields` names them all). Shared by the
 * SMS code and the passkey step-up (passkeys.ts).
 */
export function confirmsExactly<A extends string, F extends string>(fields: Record<A, readonly F[]>) {
  const all = [...new Set(Object.values<readonly F[]>(fields).flat())];
  return (body: { action: A } & Partial<Record<F, unknown>>, ctx: z.RefinementCtx) => {
    const wanted = fields[body.action];
    for (const field of all) {
      const given = body[field] !== undefined;
      if (given !== wanted.includes(field)) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: given ? `Not part of ${body.action}` : `${body.action} confirms it: give it`,
        });
      }
    }
  };
}
export type StepUpRequest = z.infer<typeof requestCodeBody>;
export const checkPinBody = z.object({ pin: codeSchema });
export const grantSchema = z.object({ action: stepUpActionSchema, expiresAt: z.iso.datetime() });

export const authRoutes = {
  sendSms: defineRoute({
    method: 'POST',
    path: authPaths.sendSms,
    auth: false,
    summary: 'Send a sign-in code (and a one-time login link) by SMS',
    tags: ['auth'],
    body: authSmsBody,
    response: { 200: codeSentSchema, ...signInErrors },
  }),
  login: defineRoute({
    method: 'POST',
    path: authPaths.login,
    auth: false,
    summary: 'Sign in with {phone, code} or with the link {token}',
    tags: ['auth'],
    body: loginBody,
    response: { 200: authTokensSchema, ...signInErrors },
  }),
  refresh: defineRoute({
    method: 'POST',
    path: authPaths.refresh,
    auth: false,
    summary: 'Exchange a refresh token for a new pair (rotation; reuse revokes the session)',
    tags: ['auth'],
    body: refreshBody,
    response: { 200: authTokensSchema, ...signInErrors },
  }),
  logout: defineRoute({
    method: 'DELETE',
    path: authPaths.logout,
    auth: true,
    summary: 'End the current session',
    tags: ['auth'],
    response: { 204: z.null(), 401: errorSchema },
  }),
  requestCode: defineRoute({
    method: 'POST',
    path: authPaths.requestCode,
    auth: true,
    summary: 'Send a step-up verification code for a sensitive action',
    tags: ['auth'],
    body: requestCodeBody,
    response: { 200: codeSentSchema, ...signInErrors },
  }),
  checkPin: defineRoute({
    method: 'POST',
    path: authPaths.checkPin,
    auth: true,
    summary: 'Check a step-up code; opens a single-use 5-minute grant for its action',
    tags: ['auth'],
    body: checkPinBody,
    response: { 200: grantSchema, ...signInErrors },
  }),
} as const;

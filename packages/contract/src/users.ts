// The owner's account (docs/product.md "Account deletion"): profile, e-mail and its confirmation, settings,
// push registrations, deletion.
import { z } from 'zod';
import { errorSchema, idParams, languageSchema, okSchema, routeErrors, signInErrors } from './common';
import { defineRoute } from './route';

export const EMAIL_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const EMAILS_PER_USER_PER_HOUR = 5;
export const PUSH_TOKEN_MAX = 4096;
export const PUSH_DEVICES_PER_USER = 20;

export const notificationChannels = ['sms', 'email', 'push'] as const;
export const notificationChannelSchema = z.enum(notificationChannels);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

export const userSettingsSchema = z
  .object({
    notifications: z.object({ sms: z.boolean(), email: z.boolean(), push: z.boolean() }),
    /** news and offers from the brands (off unless the owner opts in) */
    marketing: z.boolean(),
  })
  .meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** SMS on, e-mail on (once confirmed), push on (once a device is registered), marketing off. */
export const defaultUserSettings: UserSettings = {
  notifications: { sms: true, email: true, push: true },
  marketing: false,
};

export const userSchema = z
  .object({
    id: z.uuid(),
    phone: z.string(),
    language: languageSchema,
    /** the confirmed e-mail address, if any */
    email: z.string().nullable(),
    /** an address waiting for its confirmation link, if any */
    pendingEmail: z.string().nullable(),
    settings: userSettingsSchema,
    /** devices registered for push notifications */
    pushDevices: z.number().int().min(0),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const emailSchema = z.email().trim().toLowerCase().max(254);
export const setEmailBody = z.object({ email: emailSchema }).strict();
export const confirmEmailBody = z
  .object({
    userId: z.uuid(),
    emailConfirmationToken: z
      .string()
      .min(20)
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, 'Malformed token'),
  })
  .strict();
export const emailConfirmedSchema = z.object({ email: z.string() });

export const settingsPatchBody = z
  .object({
    language: languageSchema.optional(),
    notifications: z
      .object({ sms: z.boolean().optional(), email: z.boolean().optional(), push: z.boolean().optional() })
      .strict()
      .optional(),
    marketing: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });
export type SettingsPatch = z.input<typeof settingsPatchBody>;

/** Longer than any push service's endpoint (FCM, Mozilla, Apple, Microsoft: a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 1024;
/** p256dh: a 65-byte P-256 point, 87 base64url characters (88 padded); a little slack, nothing large. */
export const PUSH_P256DH_MAX = 96;
/** auth: a 16-byte secret, 22 base64url characters (24 padded). */
export const PUSH_AUTH_MAX = 32;

const base64Key = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_+/-]+={0,2}$/, 'Not base64');

/**
 * A browser's PushSubscription.toJSON() (other fields, such as expirationTime, are let through). Whether
 * the server may call the endpoint (https, a public host) is the server's rule, checked on registration
 * and again before each send.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX),
  keys: z.object({ p256dh: base64Key(PUSH_P256DH_MAX), auth: base64Key(PUSH_AUTH_MAX) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** The subscription a push token holds, or undefined when it is not a well-formed one. */
export function parsePushSubscription(token: string): PushSubscriptionJson | undefined {
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return undefined;
  }
  const parsed = pushSubscriptionSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const exampleSubscription = JSON.stringify({
  endpoint: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

/** token: a Web Push subscription as JSON ({endpoint, keys: {p256dh, auth}}), as the browser gives it. */
export const pushTokenBody = z
  .object({
    deviceUUID: z.uuid(),
    token: z
      .string()
      .trim()
      .min(1)
      .max(PUSH_TOKEN_MAX)
      .refine((token) => parsePushSubscription(token) !== undefined, {
        message: `Not a Web Push subscription: JSON {endpoint, keys: {p256dh, auth}} with keys of at most ${PUSH_P256DH_MAX} and ${PUSH_AUTH_MAX} characters and an endpoint of at most ${PUSH_ENDPOINT_MAX}`,
      })
      // an example the API documentation shows and the fuzzer sends (test/security/schema-arbitrary.ts)
      .meta({ examples: [exampleSubscription] }),
  })
  .strict();
export const pushTokenDeleteBody = z.object({ deviceUUID: z.uuid() }).strict();
export const pushConfigSchema = z.object({
  /** the provider the server sends through: webpush (VAPID) or console (development) */
  provider: z.enum(['webpush', 'console']),
  /** the VAPID public key (base64url) a browser subscribes with */
  vapidPublicKey: z.string().nullable(),
});

export const userRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/users/:id',
    auth: true,
    summary: 'The signed-in user (another id answers 404)',
    tags: ['users'],
    params: idParams,
    response: { 200: userSchema, ...routeErrors },
  }),
  setEmail: defineRoute({
    method: 'POST',
    path: '/users/setEmail',
    auth: true,
    summary: 'Set the e-mail address: it stays pending until the link sent to it is opened',
    tags: ['users'],
    body: setEmailBody,
    response: { 200: userSchema, ...signInErrors },
  }),
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/users/confirmEmailWithToken',
    auth: false,
    summary: 'Confirm an e-mail address with the token of its link (single use, expires after 24 h)',
    tags: ['users'],
    body: confirmEmailBody,
    response: { 200: emailConfirmedSchema, 400: errorSchema, 429: errorSchema },
  }),
  settings: defineRoute({
    method: 'PATCH',
    path: '/users/settings',
    auth: true,
    summary: 'Change the language, notification channels or marketing consent',
    tags: ['users'],
    body: settingsPatchBody,
    response: { 200: userSchema, 400: errorSchema, 401: errorSchema },
  }),
  pushConfig: defineRoute({
    method: 'GET',
    path: '/users/pushConfig',
    auth: true,
    summary: 'What a browser needs to subscribe to push notifications (the VAPID public key)',
    tags: ['users'],
    response: { 200: pushConfigSchema, 401: errorSchema },
  }),
  pushToken: defineRoute({
    method: 'POST',
    path: '/users/fcmToken',
    auth: true,
    summary: "Register (or replace) this device's push subscription",
    tags: ['users'],
    body: pushTokenBody,
    response: { 200: okSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
  }),
  pushTokenDelete: defineRoute({
    method: 'POST',
    path: '/users/fcmToken/delete',
    auth: true,
    summary: "Forget this device's push subscription",
    tags: ['users'],
    body: pushTokenDeleteBody,
    response: { 200: okSchema, 400: errorSchema, 401: errorSchema },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/users/:id',
    auth: true,
    summary:
      'Delete the account (needs a deleteAccount step-up grant): personal data erased, items held for the phone number',
    tags: ['users'],
    params: idParams,
    response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
  }),
} as const;

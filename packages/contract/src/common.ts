// Shapes shared by every area: errors, phone numbers, languages, paging.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { ERROR_CODES } from './errors';
import { defineRoute, type RouteDef } from './route';

export const languages = ['en', 'fr'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/**
 * A text with no lone UTF-16 surrogate: JSON can carry one ("\ud800") but PostgreSQL's jsonb refuses it, so a
 * text stored in jsonb is checked (a fuzzed brand note with one answered 500).
 */
export const wellFormedText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !/\p{Cs}/u.test(text), 'Invalid characters (a lone UTF-16 surrogate)');

/** Brand content (a description, a characteristic, a note): one text per language, at least one. */
export type LocalizedText = Partial<Record<Language, string>>;
export const localizedTextSchema = (max: number) =>
  z
    .object({
      en: wellFormedText(max).optional(),
      fr: wellFormedText(max).optional(),
    })
    .strict()
    .refine(
      (text) => text.en !== undefined || text.fr !== undefined,
      'Give the text in English, French or both',
    );

/**
 * A brand's description as the reader reads it: in their language, else in the other one, with the language
 * it is written in.
 */
export const descriptionFields = { description: z.string(), descriptionLang: languageSchema };

/**
 * An item's characteristic in the reader's language ("Case: Steel, 40 mm" / "Boîtier : acier, 40 mm");
 * `lang` is the language it is written in, the other one when the brand wrote only that.
 */
export const attributeSchema = z.object({ label: z.string(), value: z.string(), lang: languageSchema });
export type Attribute = z.infer<typeof attributeSchema>;
/** How a brand writes a characteristic: label and value together, per language. */
export type LocalizedAttribute = Partial<Record<Language, { label: string; value: string }>>;

/**
 * A phone number in international form (+ and digits), parsed and given on in its one E.164 spelling:
 * "+330612345678" (the national 0 kept) and "+33612345678" are one handset, so they must be one account.
 * The light metadata here checks lengths; the server checks the real ranges (apps/api/src/lib/phone.ts).
 */
export const phoneSchema = z
  .string()
  .trim()
  .max(20)
  .regex(/^\+[1-9]\d{6,15}$/, 'Phone number must be in E.164 format, e.g. +33612345678')
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value);
    if (parsed?.isValid()) return parsed.number;
    ctx.addIssue({ code: 'custom', message: 'Invalid phone number for its country' });
    return z.NEVER;
  });

export const errorCodeSchema = z.enum(ERROR_CODES).meta({ description: 'Machine-readable error code' });

export const errorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    code: errorCodeSchema,
    message: z.string().meta({ description: "Human-readable message in the caller's language" }),
    field: z.string().optional().meta({ description: 'The failing input field, for validation errors' }),
  })
  .meta({ id: 'Error' });
export type ApiError = z.infer<typeof errorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** The `:id` of a route: the uuid of what it is about (an item, a collection, a legal text…). */
export const idParams = z.object({ id: z.uuid() });

/** What a route may answer besides its success: bad input, not signed in, not found (someone else's too). */
export const routeErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
/** The same, and 409 when the state of what it is about refuses the request. */
export const conflictRouteErrors = { ...routeErrors, 409: errorSchema };
/** What a sign-in (or a code asked for one) may answer besides its success: bad input, refused, too many tries. */
export const signInErrors = { 400: errorSchema, 401: errorSchema, 429: errorSchema };

/**
 * A strict body that takes one of two fields, never both nor neither; anything else fails with `message`,
 * reported on the first of the two.
 */
export function eitherOf<S extends z.ZodRawShape>(
  shape: S,
  [first, second]: [keyof S & string, keyof S & string],
  message: string,
) {
  return z
    .object(shape)
    .strict()
    .refine(
      (body) => {
        const given = body as Record<string, unknown>;
        return (given[first] === undefined) !== (given[second] === undefined);
      },
      { message, path: [first] },
    );
}

export const PAGE_DEFAULT_LIMIT = 10;
export const PAGE_MAX_LIMIT = 100;
export const pageParamsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX_LIMIT).default(PAGE_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}

/** GET, signed in: a page (`:limit/:offset`) of what the owner's item (its id in `:<key>`) has. */
export function itemPageRoute<
  K extends string,
  const R extends Pick<RouteDef, 'path' | 'summary' | 'tags' | 'response'>,
>(key: K, route: R) {
  const params = pageParamsSchema.extend({ [key]: z.uuid() } as Record<K, z.ZodUUID>);
  return defineRoute({ method: 'GET', auth: true, params, ...route });
}

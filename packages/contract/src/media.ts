// The stored pictures the other answers point to (an item's photos, a brand's logo, a collection's cover, a
// message's picture): public ones to anyone, private ones only through a signed address. Their answers are the
// files' bytes, not JSON (the OpenAPI document gives their content types).
import { z } from 'zod';
import { errorSchema } from './common';
import { defineRoute } from './route';

export const mediaVariants = ['full', 'thumb'] as const;

/** A file's bytes, sent with its own content type. */
export const mediaFileSchema = z.string().meta({ description: "The file's bytes", format: 'binary' });

const idParams = z.object({ id: z.uuid() });
const fileErrors = { 400: errorSchema, 404: errorSchema };

export const mediaRoutes = {
  image: defineRoute({
    method: 'GET',
    path: '/media/images/:imageId/:variant',
    auth: false,
    produces: ['image/webp'],
    summary: 'A photo or its thumbnail; a private one needs its signed address (exp, sig)',
    tags: ['media'],
    params: z.object({ imageId: z.uuid(), variant: z.enum(mediaVariants) }),
    querystring: z.object({
      v: z.string().max(64).optional(),
      exp: z.coerce.number().int().positive().optional(),
      sig: z.string().max(128).optional(),
    }),
    response: { 200: mediaFileSchema, ...fileErrors, 403: errorSchema },
  }),
  clientLogo: defineRoute({
    method: 'GET',
    path: '/media/clients/:id/logo.svg',
    auth: false,
    produces: ['image/svg+xml'],
    summary: "A brand's logo (SVG, served sandboxed for use in <img> only)",
    tags: ['media'],
    params: idParams,
    response: { 200: mediaFileSchema, ...fileErrors },
  }),
  collectionCover: defineRoute({
    method: 'GET',
    path: '/media/collections/:id/cover',
    auth: false,
    produces: ['image/webp'],
    summary: "A collection's cover picture",
    tags: ['media'],
    params: idParams,
    response: { 200: mediaFileSchema, ...fileErrors },
  }),
  messagePicture: defineRoute({
    method: 'GET',
    path: '/media/messages/:id/picture',
    auth: false,
    produces: ['image/webp'],
    summary: "A brand message's picture (WebP)",
    tags: ['media'],
    params: idParams,
    response: { 200: mediaFileSchema, ...fileErrors },
  }),
} as const;

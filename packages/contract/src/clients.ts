// Brands (clients): settings that theme the app, and their after-sales (SAV) stores.
import { z } from 'zod';
import { defineRoute } from './route';
import { idParams, routeErrors } from './common';
import { clientPaths } from './light-paths';
import { themeSchema } from './theme';

export const clientSettingsSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    theme: themeSchema,
    support: z.object({
      email: z.string().nullable(),
      phone: z.string().nullable(),
      url: z.string().nullable(),
    }),
    features: z.object({
      shop: z.boolean(),
      transfers: z.boolean(),
      repairs: z.boolean(),
      messages: z.boolean(),
      gallery: z.boolean(),
    }),
  })
  .meta({ id: 'ClientSettings' });
export type ClientSettings = z.infer<typeof clientSettingsSchema>;

export const openingHoursSchema = z.object({
  /** 0 = Sunday … 6 = Saturday */
  day: z.number().int().min(0).max(6),
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
});

export const savStoreSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string().length(2),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    openingHours: z.array(openingHoursSchema),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'SavStore' });
export type SavStore = z.infer<typeof savStoreSchema>;

export const clientRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: clientPaths.settings,
    auth: false,
    summary: "The brand bound to the request's host, else the platform's own settings",
    tags: ['clients'],
    response: { 200: clientSettingsSchema },
  }),
  savStores: defineRoute({
    method: 'GET',
    path: clientPaths.savStores,
    auth: true,
    summary: "A brand's after-sales stores",
    tags: ['clients'],
    params: idParams,
    response: { 200: z.object({ items: z.array(savStoreSchema) }), ...routeErrors },
  }),
} as const;

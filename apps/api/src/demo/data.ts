// The demo catalogue: brands with their themes and stores, collections, and the demo owners' items. The content
// is data (catalogue.json); this module gives it its types and checks it when it is loaded.
import type { LocalizedAttribute, LocalizedText } from '@heirloom/contract';
import { z } from 'zod';
import catalogue from './catalogue.json' with { type: 'json' };
import type { ArtKind, Palette } from './art';
import type { ThemeColours } from '../db/schema';
import { heirloomTheme } from '../modules/clients/clients.service';

/** A characteristic as the brand writes it in both languages: English label and value, then French. */
export type DemoAttribute = [labelEn: string, valueEn: string, labelFr: string, valueFr: string];

export const demoAttributes = (list: DemoAttribute[]): LocalizedAttribute[] =>
  list.map(([labelEn, valueEn, labelFr, valueFr]) => ({
    en: { label: labelEn, value: valueEn },
    fr: { label: labelFr, value: valueFr },
  }));

export interface DemoBrand {
  slug: string;
  name: string;
  host: string | null;
  isDefault: boolean;
  theme: ThemeColours;
  support: { email: string; phone: string; url: string };
  stores: {
    name: string;
    address: string;
    postalCode: string;
    city: string;
    country: string;
    phone: string;
    latitude: number;
    longitude: number;
    weekdays: [string, string];
    saturday?: [string, string];
  }[];
}

export interface DemoCollection {
  key: string;
  brand: string;
  name: string;
  /** the model's GTIN-14, under 0614141, the company prefix GS1 uses in its own examples (never a real brand's) */
  gtin: string;
  description: Required<LocalizedText>;
  kind: ArtKind;
  palette: Palette;
}

export interface DemoItem {
  collection: string;
  owner: 1 | 2;
  name: string;
  description: Required<LocalizedText>;
  serial: string;
  attributes: DemoAttribute[];
  palette?: Partial<Palette>;
  acquired: string;
  pendingMint?: boolean;
  rich?: boolean;
}

const text = z.object({ en: z.string().min(1), fr: z.string().min(1) });
const hour = z.string().regex(/^\d\d:\d\d$/);
const colour = z.string().regex(/^#[0-9a-f]{6}$/);
const palette = z.object({ bg: z.tuple([colour, colour]), main: colour, second: colour, accent: colour });
const attribute = z.tuple([z.string(), z.string(), z.string(), z.string()]);

const catalogueSchema = z.object({
  brands: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      host: z.string().nullable(),
      isDefault: z.boolean(),
      /** "heirloom": the platform's own theme */
      theme: z.union([
        z.literal('heirloom'),
        z.object({
          primary: colour,
          onPrimary: colour,
          accent: colour,
          background: colour,
          surface: colour,
          text: colour,
        }),
      ]),
      support: z.object({ email: z.string(), phone: z.string(), url: z.string() }),
      stores: z.array(
        z.object({
          name: z.string(),
          address: z.string(),
          postalCode: z.string(),
          city: z.string(),
          country: z.string().length(2),
          phone: z.string(),
          latitude: z.number(),
          longitude: z.number(),
          weekdays: z.tuple([hour, hour]),
          saturday: z.tuple([hour, hour]).optional(),
        }),
      ),
    }),
  ),
  palettes: z.record(z.string(), palette),
  collections: z.array(
    z.object({
      key: z.string(),
      brand: z.string(),
      name: z.string(),
      gtin: z.string().regex(/^\d{14}$/),
      description: text,
      kind: z.enum(['watch', 'bag', 'sneaker', 'bottle', 'art']),
      /** a name in `palettes` */
      palette: z.string(),
    }),
  ),
  items: z.array(
    z.object({
      collection: z.string(),
      owner: z.union([z.literal(1), z.literal(2)]),
      name: z.string(),
      description: text,
      serial: z.string(),
      attributes: z.array(attribute),
      palette: palette.partial().optional(),
      acquired: z.string().datetime(),
      pendingMint: z.boolean().optional(),
      rich: z.boolean().optional(),
    }),
  ),
});

const demo = catalogueSchema.parse(catalogue);

export const demoBrands: DemoBrand[] = demo.brands.map((brand) => ({
  ...brand,
  theme: brand.theme === 'heirloom' ? heirloomTheme : brand.theme,
}));

export const demoCollections: DemoCollection[] = demo.collections.map((collection) => {
  const colours = demo.palettes[collection.palette];
  if (!colours) throw new Error(`demo collection ${collection.key}: no palette ${collection.palette}`);
  return { ...collection, palette: colours };
});

export const demoItems: DemoItem[] = demo.items;

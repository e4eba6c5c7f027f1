// The item's Digital Product Passport (the EU's Ecodesign regulation): what a model (a collection) and each of
// its items are made of, where, how to care for and repair them and what to do at their end of life, with the
// documents that show compliance. The brand's catalogue staff write it in the console (or by CSV); every change
// is kept as a version, and the passport reads as it stood at any date (`asOf`). It is read by role: the public,
// the owner (and their own purchase and repairs), the brand's after-sales staff (the repair information) and an
// authority holding a market-surveillance key the brand's admin issued (everything but personal data). Nothing
// personal reaches a view without the owner's consent (docs/decisions/035-the-item-passport.md). Its routes are in
// passport-routes.ts.
import { z } from 'zod';
import { localizedTextSchema, wellFormedText } from './common';

export const PASSPORT_TEXT_MAX = 4000;
export const PASSPORT_NAME_MAX = 200;
export const PASSPORT_MATERIALS_MAX = 30;
export const PASSPORT_DOCUMENTS_MAX = 20;
/** A compliance document: a PDF of at most 10 MB. */
export const PASSPORT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const PASSPORT_DOCUMENT_TYPES = ['application/pdf'] as const;
/** One CSV import brings at most this many passports (models and items together). */
export const PASSPORT_CSV_MAX_ROWS = 1000;
/**
 * The columns of a passports CSV file (docs/product.md lists them): `gtin` (a model), with `serial_number` an item
 * of it; then any of the fields'. Texts have one column per language; `materials` holds its materials separated by
 * `;`, each `name_en|name_fr|share|recycled_share|origin` (shares in percent, origin a country code, empty: none).
 */
export const PASSPORT_CSV_COLUMNS = [
  'gtin',
  'serial_number',
  'manufacturer_name',
  'manufacturer_gln',
  'manufacturer_country',
  'facility_name',
  'facility_gln',
  'facility_country',
  'country_of_origin',
  'materials',
  'care_en',
  'care_fr',
  'repair_en',
  'repair_fr',
  'spare_parts_en',
  'spare_parts_fr',
  'after_sales_until',
  'after_sales_en',
  'after_sales_fr',
  'recyclability_en',
  'recyclability_fr',
  'end_of_life_en',
  'end_of_life_fr',
] as const;
export type PassportCsvColumn = (typeof PASSPORT_CSV_COLUMNS)[number];

/** An authority key's label, and the longest an authority key lives. */
export const AUTHORITY_KEY_LABEL_MAX = 120;
export const AUTHORITY_KEY_MAX_DAYS = 366;
/** Authority keys start with this (brand API keys with hlk_, console sessions with hls_). */
export const AUTHORITY_KEY_PREFIX = 'hla_';

/**
 * Who reads a passport: anyone; the item's owner; the brand's after-sales staff; an authority with a key.
 * A field or document is written for an audience: `public` (everyone), `afterSales` (after-sales staff and
 * authorities), `authority` (authorities only). The owner reads what the public reads, and their own record.
 */
export const passportRoles = ['public', 'owner', 'afterSales', 'authority'] as const;
export const passportRoleSchema = z.enum(passportRoles);
export type PassportRole = z.infer<typeof passportRoleSchema>;
export const passportAudiences = ['public', 'afterSales', 'authority'] as const;
export const passportAudienceSchema = z.enum(passportAudiences);
export type PassportAudience = z.infer<typeof passportAudienceSchema>;

/** The kinds of compliance document a passport lists. */
export const passportDocumentKinds = [
  'declarationOfConformity',
  'testReport',
  'certificate',
  'safetyInformation',
  'userManual',
  'repairManual',
  'other',
] as const;

const text = localizedTextSchema(PASSPORT_TEXT_MAX);
const name = wellFormedText(PASSPORT_NAME_MAX);
/** A GS1 Global Location Number: 13 digits (its check digit verified by the server). */
const gln = z.string().regex(/^\d{13}$/, 'A GLN has 13 digits');
/** An ISO 3166-1 alpha-2 country code. */
const country = z.string().regex(/^[A-Z]{2}$/, 'A country code such as FR');
/** A share in percent, to one decimal. */
const percent = z.number().min(0).max(100).multipleOf(0.1);

export const passportPartySchema = z
  .object({ name, gln: gln.nullable().default(null), country: country.nullable().default(null) })
  .strict();

export const passportMaterialSchema = z
  .object({
    name: localizedTextSchema(PASSPORT_NAME_MAX),
    /** its share of the item's weight */
    share: percent,
    /** how much of it is recycled */
    recycledShare: percent.nullable().default(null),
    origin: country.nullable().default(null),
  })
  .strict();

/** A document listed in the passport: a file uploaded first (its id), its kind, title and audience. */
export const passportDocumentRefSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(passportDocumentKinds),
    title: localizedTextSchema(PASSPORT_NAME_MAX),
    audience: passportAudienceSchema,
  })
  .strict();

/**
 * The passport's fields as the brand writes them. For a model, absent means not given; for an item, a field
 * present replaces the model's (null: none for this item), absent keeps the model's.
 */
export const passportFieldsSchema = z
  .object({
    /** public */
    manufacturer: passportPartySchema.nullable(),
    /** authority: the facility that made it, by name and GLN */
    facility: passportPartySchema.nullable(),
    /** public */
    countryOfOrigin: country.nullable(),
    /** public; shares sum to at most 100 */
    materials: z
      .array(passportMaterialSchema)
      .max(PASSPORT_MATERIALS_MAX)
      .refine(
        (m) => m.reduce((sum, x) => sum + x.share, 0) <= 100.05,
        'The shares add up to more than 100 %',
      ),
    /** public: how the owner cares for it */
    care: text.nullable(),
    /** afterSales: how a repairer repairs it */
    repair: text.nullable(),
    /** public: which spare parts exist */
    spareParts: text.nullable(),
    /** public: until when spare parts and after-sales service are offered (a date), and how */
    afterSalesUntil: z.iso.date().nullable(),
    afterSales: text.nullable(),
    /** public */
    recyclability: text.nullable(),
    /** public */
    endOfLife: text.nullable(),
    /** each with its own audience */
    documents: z.array(passportDocumentRefSchema).max(PASSPORT_DOCUMENTS_MAX),
  })
  .strict();
export type PassportFields = z.infer<typeof passportFieldsSchema>;
/** A model's passport never written: every field given as none. */
export const emptyPassportFields = (): PassportFields => ({
  manufacturer: null,
  facility: null,
  countryOfOrigin: null,
  materials: [],
  care: null,
  repair: null,
  spareParts: null,
  afterSalesUntil: null,
  afterSales: null,
  recyclability: null,
  endOfLife: null,
  documents: [],
});
export type PassportFieldName = keyof PassportFields;
export const passportFieldNames = Object.keys(passportFieldsSchema.shape) as PassportFieldName[];
/** An item's own fields: any of the model's, to replace them. */
export const itemPassportFieldsSchema = passportFieldsSchema.partial().strict();
export type ItemPassportFields = z.infer<typeof itemPassportFieldsSchema>;

/** Who may read each field (documents: each its own). */
export const PASSPORT_FIELD_AUDIENCE: Record<Exclude<PassportFieldName, 'documents'>, PassportAudience> = {
  manufacturer: 'public',
  facility: 'authority',
  countryOfOrigin: 'public',
  materials: 'public',
  care: 'public',
  repair: 'afterSales',
  spareParts: 'public',
  afterSalesUntil: 'public',
  afterSales: 'public',
  recyclability: 'public',
  endOfLife: 'public',
};

/** One kept version of a model's or an item's passport: when, by whom, which fields changed. */
export const passportVersionSchema = z
  .object({
    version: z.number().int().min(1),
    scope: z.enum(['model', 'item']),
    at: z.iso.datetime(),
    /**
     * in the console: the staff member's e-mail (an import: followed by "(CSV)"); in a role's view: the brand's name
     */
    by: z.string(),
    changed: z.array(z.string()),
  })
  .meta({ id: 'PassportVersion' });
export type PassportVersion = z.infer<typeof passportVersionSchema>;

/** A model's or an item's own passport as the console edits it, at its latest version (or as of a date). */
export const consolePassportSchema = z
  .object({
    /** the model's fields, or the item's own (partial) */
    fields: z.union([passportFieldsSchema, itemPassportFieldsSchema]),
    /** null: never written */
    version: z.number().int().nullable(),
    updatedAt: z.iso.datetime().nullable(),
    updatedBy: z.string().nullable(),
    versions: z.array(passportVersionSchema),
  })
  .meta({ id: 'ConsolePassport' });
export type ConsolePassport = z.infer<typeof consolePassportSchema>;

/** A document as uploaded: its id to list it in a passport. */
export const passportDocumentSchema = z
  .object({
    id: z.uuid(),
    fileName: z.string(),
    mediaType: z.string(),
    size: z.number().int(),
    sha256: z.string(),
    /** where it is read (public documents by anyone; others with the role that may) */
    url: z.string(),
  })
  .meta({ id: 'PassportDocument' });

/** The owner's own record in their view (and in after-sales' only with their consent). */
export const passportPersonalSchema = z.object({
  /** since when they hold it, and how it came to them */
  heldSince: z.iso.datetime(),
  acquiredBy: z.enum(['purchase', 'transfer', 'brand', 'arrival', 'other']),
  repairs: z.array(
    z.object({
      store: z.string(),
      state: z.string(),
      openedAt: z.iso.datetime(),
      closedAt: z.iso.datetime().nullable(),
    }),
  ),
});

/** A passport as a role reads it: the model's fields with the item's over them, only those the role may read. */
export const passportViewSchema = z
  .object({
    role: passportRoleSchema,
    /** the moment it is read as of (now, or `asOf`) */
    asOf: z.iso.datetime(),
    item: z.object({
      digitalLink: z.string(),
      gtin: z.string().nullable(),
      serialNumber: z.string(),
      name: z.string(),
      brand: z.string(),
      model: z.string(),
    }),
    /** the versions read: the model's and the item's own (null: none then) */
    versions: z.object({ model: z.number().int().nullable(), item: z.number().int().nullable() }),
    fields: passportFieldsSchema.partial(),
    /** the documents this role may read, each with where to read it */
    documents: z.array(
      z.object({
        id: z.uuid(),
        kind: z.enum(passportDocumentKinds),
        title: z.object({ en: z.string().optional(), fr: z.string().optional() }),
        audience: passportAudienceSchema,
        url: z.string(),
        mediaType: z.string(),
        size: z.number().int(),
        sha256: z.string(),
      }),
    ),
    /** the owner's view always; after-sales' only with the owner's consent; never public's or an authority's */
    personal: passportPersonalSchema.nullable(),
    /** the owner's view: whether they share their record with the brand's after-sales */
    consent: z.object({ shareWithBrand: z.boolean() }).nullable(),
    /** the versions' history (dates and changed fields), for `asOf` */
    history: z.array(passportVersionSchema),
  })
  .meta({ id: 'PassportView' });
export type PassportView = z.infer<typeof passportViewSchema>;

/** A date (2026-11-01: its end, UTC) or a moment: the passport as it stood then. */
export const asOfQuery = z
  .object({ asOf: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional() })
  .strict();

export const authorityKeySchema = z
  .object({
    id: z.uuid(),
    label: z.string(),
    /** the key's first characters, to recognise it */
    prefix: z.string(),
    createdAt: z.iso.datetime(),
    createdBy: z.string(),
    expiresAt: z.iso.datetime(),
    revokedAt: z.iso.datetime().nullable(),
    lastUsedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AuthorityKey' });
export type AuthorityKey = z.infer<typeof authorityKeySchema>;

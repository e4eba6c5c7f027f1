// A passport being edited: its fields as the form holds them (texts in both languages, numbers as typed), made from
// the saved fields and back into what the server takes, with what the form checks first (a number, a share, a
// name), each problem keyed by the field's path as the server names it ("materials.0.share"), so the server's own
// field errors land beside the same fields.
import {
  PASSPORT_FIELD_AUDIENCE,
  type ItemPassportFields,
  type PassportAudience,
  type PassportFieldName,
  type PassportFields,
} from '@heirloom/contract';
import { localisedDraft, localisedOf, type LocalisedValue } from './localised-text';

export const passportTextFields = [
  'care',
  'repair',
  'spareParts',
  'afterSales',
  'recyclability',
  'endOfLife',
] as const;
export type PassportTextField = (typeof passportTextFields)[number];

type Party = NonNullable<PassportFields['manufacturer']>;
type Material = PassportFields['materials'][number];
type DocumentRef = PassportFields['documents'][number];

export interface PartyDraft {
  name: string;
  gln: string;
  country: string;
}

export interface MaterialDraft {
  /** a key for the row, kept while rows are added and removed */
  key: string;
  name: LocalisedValue;
  share: string;
  recycledShare: string;
  origin: string;
}

export interface DocumentDraft {
  id: string;
  kind: DocumentRef['kind'];
  title: LocalisedValue;
  audience: PassportAudience;
  /** the uploaded file's name, while it is known (a document just uploaded) */
  fileName?: string;
}

export interface PassportDraft {
  manufacturer: PartyDraft;
  facility: PartyDraft;
  countryOfOrigin: string;
  materials: MaterialDraft[];
  texts: Record<PassportTextField, LocalisedValue>;
  afterSalesUntil: string;
  documents: DocumentDraft[];
}

/** An item's draft: the fields it replaces for itself (the others are left to its model). */
export type OwnFields = ReadonlySet<PassportFieldName>;

/** Who reads a field: its audience (documents: each its own, said per document). */
export const audienceOf = (field: PassportFieldName): PassportAudience | undefined =>
  field === 'documents' ? undefined : PASSPORT_FIELD_AUDIENCE[field];

let rows = 0;
export const newRowKey = () => `row-${++rows}`;

const partyDraft = (party: Party | null | undefined): PartyDraft => ({
  name: party?.name ?? '',
  gln: party?.gln ?? '',
  country: party?.country ?? '',
});

/** A share as typed in the reader's language ("12,5" in French). */
const shareText = (share: number | null | undefined, language: string) =>
  share === null || share === undefined ? '' : share.toLocaleString(language === 'fr' ? 'fr' : 'en');

export const emptyMaterial = (): MaterialDraft => ({
  key: newRowKey(),
  name: { en: '', fr: '' },
  share: '',
  recycledShare: '',
  origin: '',
});

/** The form's draft of saved fields (an item's absent ones empty, to fill if the item replaces them). */
export function draftOf(fields: ItemPassportFields, language: string): PassportDraft {
  const texts = Object.fromEntries(
    passportTextFields.map((field) => [field, localisedOf(fields[field] ?? undefined)]),
  ) as Record<PassportTextField, LocalisedValue>;
  return {
    manufacturer: partyDraft(fields.manufacturer),
    facility: partyDraft(fields.facility),
    countryOfOrigin: fields.countryOfOrigin ?? '',
    materials: (fields.materials ?? []).map((m: Material) => ({
      key: newRowKey(),
      name: localisedOf(m.name),
      share: shareText(m.share, language),
      recycledShare: shareText(m.recycledShare, language),
      origin: m.origin ?? '',
    })),
    texts,
    afterSalesUntil: fields.afterSalesUntil ?? '',
    documents: (fields.documents ?? []).map((d) => ({ ...d, title: localisedOf(d.title) })),
  };
}

/** A percentage as typed ("12", "12.5", "12,5 %"), to one decimal; null when it is not one. */
export function percentOf(typed: string): number | null {
  const text = typed.replace(/\s|%/g, '').replace(',', '.');
  if (!/^\d{1,3}(\.\d)?$/.test(text)) return null;
  const value = Number(text);
  return value <= 100 ? value : null;
}

/** What a form found wrong, by the field's path ("manufacturer.gln", "materials.1.share"); text keys to say. */
export type DraftProblems = Record<string, ProblemKey>;
export type ProblemKey =
  'partyName' | 'gln' | 'country' | 'materialName' | 'share' | 'sharesOver' | 'documentTitle';

const countryOk = (code: string) => code === '' || /^[A-Z]{2}$/.test(code);

function partyOf(draft: PartyDraft, path: string, problems: DraftProblems): Party | null {
  const name = draft.name.trim();
  const gln = draft.gln.replace(/\s/g, '');
  const country = draft.country.trim().toUpperCase();
  if (!name && !gln && !country) return null;
  if (!name) problems[`${path}.name`] = 'partyName';
  if (gln && !/^\d{13}$/.test(gln)) problems[`${path}.gln`] = 'gln';
  if (!countryOk(country)) problems[`${path}.country`] = 'country';
  return { name, gln: gln || null, country: country || null };
}

function materialsOf(drafts: MaterialDraft[], problems: DraftProblems): Material[] {
  const materials = drafts.map((draft, index) => {
    const name = localisedDraft(draft.name);
    const share = percentOf(draft.share);
    const recycled = draft.recycledShare.trim() === '' ? null : percentOf(draft.recycledShare);
    const origin = draft.origin.trim().toUpperCase();
    if (!name.en && !name.fr) problems[`materials.${index}.name`] = 'materialName';
    if (share === null) problems[`materials.${index}.share`] = 'share';
    if (recycled === null && draft.recycledShare.trim() !== '')
      problems[`materials.${index}.recycledShare`] = 'share';
    if (!countryOk(origin)) problems[`materials.${index}.origin`] = 'country';
    return { name, share: share ?? 0, recycledShare: recycled, origin: origin || null };
  });
  if (materialsTotal(materials) > 100.05) problems.materials = 'sharesOver';
  return materials;
}

/** The materials' shares added up, to one decimal. */
export const materialsTotal = (materials: readonly { share: number }[]) =>
  Math.round(materials.reduce((sum, m) => sum + m.share, 0) * 10) / 10;

/** The shares typed so far, added up (those not yet numbers left out). */
export const draftTotal = (drafts: readonly MaterialDraft[]) =>
  materialsTotal(drafts.map((d) => ({ share: percentOf(d.share) ?? 0 })));

/** The fields to send, from the draft, and what is wrong with it (nothing wrong: `problems` is empty). */
export function fieldsOf(draft: PassportDraft): { fields: PassportFields; problems: DraftProblems } {
  const problems: DraftProblems = {};
  const text = (field: PassportTextField) => {
    const value = localisedDraft(draft.texts[field]);
    return value.en || value.fr ? value : null;
  };
  const country = draft.countryOfOrigin.trim().toUpperCase();
  if (!countryOk(country)) problems.countryOfOrigin = 'country';
  const fields: PassportFields = {
    manufacturer: partyOf(draft.manufacturer, 'manufacturer', problems),
    facility: partyOf(draft.facility, 'facility', problems),
    countryOfOrigin: country || null,
    materials: materialsOf(draft.materials, problems),
    care: text('care'),
    repair: text('repair'),
    spareParts: text('spareParts'),
    afterSalesUntil: draft.afterSalesUntil || null,
    afterSales: text('afterSales'),
    recyclability: text('recyclability'),
    endOfLife: text('endOfLife'),
    documents: draft.documents.map((d, index) => {
      const title = localisedDraft(d.title);
      if (!title.en && !title.fr) problems[`documents.${index}.title`] = 'documentTitle';
      return { id: d.id, kind: d.kind, title, audience: d.audience };
    }),
  };
  return { fields, problems };
}

/** An item's fields to send: only those it replaces (a problem in another one does not count). */
export function itemFieldsOf(
  draft: PassportDraft,
  own: OwnFields,
): { fields: ItemPassportFields; problems: DraftProblems } {
  const { fields, problems } = fieldsOf(draft);
  const kept = (path: string) => own.has(path.split('.')[0] as PassportFieldName);
  return {
    fields: Object.fromEntries(Object.entries(fields).filter(([field]) => kept(field))),
    problems: Object.fromEntries(Object.entries(problems).filter(([path]) => kept(path))),
  };
}

/** The server's field ("body.fields.materials.0.share") as the form's path ("materials.0.share"). */
export const formPathOf = (field: string | undefined) =>
  field?.replace(/^body\./, '').replace(/^fields\./, '') || undefined;

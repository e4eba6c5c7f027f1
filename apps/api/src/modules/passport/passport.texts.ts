// An item's passport: a stale edit, a date before any version, a document, a GLN, an authority's key: the text
// of each error code, in English and French (merged in src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const passportTexts = {
  PASSPORT_CHANGED: {
    en: 'Someone else changed this passport meanwhile: reload it to see their version, then make your change again.',
    fr: 'Quelqu’un d’autre a modifié ce passeport entre-temps : rechargez-le pour voir sa version, puis refaites votre modification.',
  },
  PASSPORT_NOT_FOUND: {
    en: 'This item had no passport at that date.',
    fr: 'Cet objet n’avait pas de passeport à cette date.',
  },
  PASSPORT_DOCUMENT_UNKNOWN: {
    en: 'A listed document was not uploaded to this brand: upload it again.',
    fr: 'Un document listé n’a pas été téléversé pour cette marque : téléversez-le à nouveau.',
  },
  GLN_INVALID: {
    en: 'This GLN’s check digit is wrong: check the 13 digits.',
    fr: 'Le chiffre de contrôle de ce GLN est faux : vérifiez les 13 chiffres.',
  },
  DOCUMENT_NOT_PDF: {
    en: 'This file is not a PDF: a compliance document is uploaded as a PDF.',
    fr: 'Ce fichier n’est pas un PDF : un document de conformité se téléverse en PDF.',
  },
  PASSPORT_CSV_COLUMN_UNKNOWN: {
    en: (p) => `The column "${p.column}" is not a passport column (the console's help lists them).`,
    fr: (p) =>
      `La colonne « ${p.column} » n’est pas une colonne de passeport (l’aide de la console les liste).`,
  },
  PASSPORT_CSV_NO_LINES: {
    en: 'The file has a header but no passport.',
    fr: 'Le fichier a un en-tête mais aucun passeport.',
  },
  PASSPORT_CSV_TOO_MANY_LINES: {
    en: (p) => `At most ${p.max} passports per file: split it.`,
    fr: (p) => `Au plus ${p.max} passeports par fichier : scindez-le.`,
  },
  PASSPORT_CSV_GTIN_UNKNOWN: {
    en: 'No collection of this brand has this GTIN.',
    fr: 'Aucune collection de cette marque n’a ce GTIN.',
  },
  PASSPORT_CSV_SERIAL_UNKNOWN: {
    en: 'This collection has no item with this serial number.',
    fr: 'Cette collection n’a pas d’objet portant ce numéro de série.',
  },
  PASSPORT_CSV_TWICE: {
    en: (p) => `This passport is already on line ${p.line}.`,
    fr: (p) => `Ce passeport figure déjà ligne ${p.line}.`,
  },
  PASSPORT_CSV_VALUE_INVALID: {
    en: (p) => `"${p.column}" does not hold a valid value (the console's help gives each column's form).`,
    fr: (p) =>
      `« ${p.column} » ne contient pas une valeur valide (l’aide de la console donne la forme de chaque colonne).`,
  },
  AUTHORITY_KEY_INVALID: {
    en: 'This authority key is unknown, expired or revoked: ask the brand for a new one.',
    fr: 'Cette clé d’autorité est inconnue, expirée ou révoquée : demandez-en une nouvelle à la marque.',
  },
} satisfies ErrorTexts;

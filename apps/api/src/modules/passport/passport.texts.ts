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
  AUTHORITY_KEY_INVALID: {
    en: 'This authority key is unknown, expired or revoked: ask the brand for a new one.',
    fr: 'Cette clé d’autorité est inconnue, expirée ou révoquée : demandez-en une nouvelle à la marque.',
  },
} satisfies ErrorTexts;

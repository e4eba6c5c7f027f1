// A brand's catalogue: the CSV import, GTINs, serial numbers, stock: the text of each error code, in English and
// French (merged in src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const catalogueTexts = {
  CSV_INVALID: {
    en: (p) => `Nothing was imported: ${p.count} line(s) of the file need fixing.`,
    fr: (p) => `Rien n’a été importé : ${p.count} ligne(s) du fichier sont à corriger.`,
  },
  CSV_OPEN_QUOTE: {
    en: 'A quoted value is never closed (a " is missing).',
    fr: 'Une valeur entre guillemets n’est jamais fermée (il manque un ").',
  },
  CSV_EMPTY: { en: 'The file is empty.', fr: 'Le fichier est vide.' },
  CSV_COLUMN_MISSING: {
    en: (p) => `The header has no "${p.column}" column.`,
    fr: (p) => `L’en-tête n’a pas de colonne « ${p.column} ».`,
  },
  CSV_COLUMN_TWICE: {
    en: (p) => `The column "${p.column}" appears twice.`,
    fr: (p) => `La colonne « ${p.column} » apparaît deux fois.`,
  },
  CSV_TOO_MANY_COLUMNS: {
    en: (p) => `At most ${p.max} characteristic columns.`,
    fr: (p) => `Au plus ${p.max} colonnes de caractéristiques.`,
  },
  CSV_NO_ITEMS: { en: 'The file has a header but no item.', fr: 'Le fichier a un en-tête mais aucun objet.' },
  CSV_TOO_MANY_ITEMS: {
    en: (p) => `At most ${p.max} items per file: split it.`,
    fr: (p) => `Au plus ${p.max} objets par fichier : scindez-le.`,
  },
  CSV_TOO_MANY_CELLS: {
    en: (p) => `This line has more values than the header has columns (${p.max}).`,
    fr: (p) => `Cette ligne a plus de valeurs que l’en-tête n’a de colonnes (${p.max}).`,
  },
  CSV_VALUE_MISSING: {
    en: (p) => `"${p.column}" is empty.`,
    fr: (p) => `« ${p.column} » est vide.`,
  },
  CSV_VALUE_TOO_LONG: {
    en: (p) => `"${p.column}" is longer than ${p.max} characters.`,
    fr: (p) => `« ${p.column} » dépasse ${p.max} caractères.`,
  },
  CSV_VALUE_INVALID: {
    en: (p) => `"${p.column}" holds characters that cannot be stored.`,
    fr: (p) => `« ${p.column} » contient des caractères qui ne peuvent pas être enregistrés.`,
  },
  CSV_SERIAL_TWICE: {
    en: (p) => `This serial number is already on line ${p.line}.`,
    fr: (p) => `Ce numéro de série figure déjà ligne ${p.line}.`,
  },
  GTIN_INVALID: {
    en: 'This is not a GTIN: give its 8, 12, 13 or 14 digits as printed under the barcode (the last one is the check digit).',
    fr: 'Ce n’est pas un GTIN : saisissez ses 8, 12, 13 ou 14 chiffres tels qu’imprimés sous le code-barres (le dernier est la clé de contrôle).',
  },
  GTIN_TAKEN: {
    en: (p) => `The GTIN ${p.gtin} is already another collection’s.`,
    fr: (p) => `Le GTIN ${p.gtin} est déjà celui d’une autre collection.`,
  },
  SERIAL_TAKEN: {
    en: (p) => `The serial number ${p.serial} is already one of this brand’s items.`,
    fr: (p) => `Le numéro de série ${p.serial} est déjà celui d’un objet de cette marque.`,
  },
  ITEM_NOT_IN_STOCK: {
    en: 'Only an unsold item can go on sale or back in stock.',
    fr: 'Seul un objet invendu peut être mis en vente ou remis en stock.',
  },
  ITEM_HELD_BY_BUYER: {
    en: 'A buyer is holding this item: wait until their hold ends.',
    fr: 'Un acheteur a réservé cet objet : attendez la fin de sa réservation.',
  },
  COLLECTION_NOT_ON_SALE: {
    en: 'Open the collection in the shop, with a price, first.',
    fr: 'Ouvrez d’abord la collection dans la boutique, avec un prix.',
  },
} satisfies ErrorTexts;

// A brand's tags, their keys, their CSV import and taps: the text of each error code, in English and French (merged
// in src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const tagsTexts = {
  TAG_MASTER_KEY_MISSING: {
    en: 'Set the brand’s tag master key first: the tag’s keys are derived from it (or give the chip’s own file-read key).',
    fr: 'Définissez d’abord la clé maîtresse des puces de la marque : les clés de la puce en sont dérivées (ou donnez la clé de lecture propre à la puce).',
  },
  TAG_MASTER_KEY_IN_USE: {
    en: 'Tags already derive their keys from the current master key: changing it would stop them proving anything.',
    fr: 'Des puces dérivent déjà leurs clés de la clé maîtresse actuelle : la changer les empêcherait de rien prouver.',
  },
  TAG_KEY_PUBLISHED: {
    en: 'This is the published demo key: anyone could make its tags’ links. Generate a key or give your own.',
    fr: 'C’est la clé de démonstration publiée : n’importe qui pourrait fabriquer les liens de ses puces. Générez une clé ou donnez la vôtre.',
  },
  TAG_UID_TAKEN: {
    en: (p) => `The tag ${p.uid} is already registered for this brand.`,
    fr: (p) => `La puce ${p.uid} est déjà enregistrée pour cette marque.`,
  },
  TAG_SERIAL_UNKNOWN: {
    en: (p) => `No item of this brand has the serial number ${p.serial}.`,
    fr: (p) => `Aucun objet de cette marque n’a le numéro de série ${p.serial}.`,
  },
  ITEM_TAGGED: {
    en: (p) => `The item ${p.serial} already has a tag: replace it from its row instead.`,
    fr: (p) => `L’objet ${p.serial} a déjà une puce : remplacez-la depuis sa ligne.`,
  },
  TAG_UNLINKED: {
    en: 'This tag is already unlinked from its item.',
    fr: 'Cette puce est déjà détachée de son objet.',
  },
  TAG_UID_INVALID: {
    en: 'A tag UID is 7 bytes: 14 hexadecimal digits.',
    fr: 'L’UID d’une puce fait 7 octets : 14 chiffres hexadécimaux.',
  },
  TAG_KEY_INVALID: {
    en: 'A key is 16 bytes: 32 hexadecimal digits.',
    fr: 'Une clé fait 16 octets : 32 chiffres hexadécimaux.',
  },
  CSV_UID_TWICE: {
    en: (p) => `This UID is already on line ${p.line}.`,
    fr: (p) => `Cet UID figure déjà ligne ${p.line}.`,
  },
  CSV_COLUMN_UNKNOWN: {
    en: (p) => `The column "${p.column}" is not one of uid, serial_number, file_read_key.`,
    fr: (p) => `La colonne « ${p.column} » n’est pas l’une de uid, serial_number, file_read_key.`,
  },
  CSV_NO_TAGS: { en: 'The file has a header but no tag.', fr: 'Le fichier a un en-tête mais aucune puce.' },
  CSV_TOO_MANY_TAGS: {
    en: (p) => `At most ${p.max} tags per file: split it.`,
    fr: (p) => `Au plus ${p.max} puces par fichier : scindez-le.`,
  },
  SERIAL_AMBIGUOUS: {
    en: 'Several brands have an item with this serial number.',
    fr: 'Plusieurs marques ont un objet avec ce numéro de série.',
  },
  TAP_RATE_LIMITED: {
    en: (p) => `This tag’s link was read too often: try again in ${p.seconds} seconds.`,
    fr: (p) => `Le lien de cette puce a été lu trop souvent : réessayez dans ${p.seconds} secondes.`,
  },
} satisfies ErrorTexts;

// Repairs: the text of each error code, in English and French (merged in src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const repairsTexts = {
  REPAIRS_DISABLED: {
    en: 'This brand does not take repair requests through the app.',
    fr: 'Cette marque ne prend pas de demandes de réparation par l’application.',
  },
  STORE_NOT_OF_BRAND: {
    en: 'Choose one of the after-sales stores of this item’s brand.',
    fr: 'Choisissez un des ateliers après-vente de la marque de cet objet.',
  },
  REPAIR_ALREADY_OPEN: {
    en: 'A repair of this item is already under way.',
    fr: 'Une réparation de cet objet est déjà en cours.',
  },
  REPAIR_UNDER_OPPOSITION: {
    en: (p) => `“${p.item}” is declared lost or stolen: withdraw the declaration before asking for a repair.`,
    fr: (p) =>
      `« ${p.item} » est déclaré perdu ou volé : retirez la déclaration avant de demander une réparation.`,
  },
  REPAIR_ITEM_BUSY: {
    en: (p) => `“${p.item}” is reserved or on its way to someone: it cannot be repaired now.`,
    fr: (p) => `« ${p.item} » est réservé ou en cours d’envoi : il ne peut pas être réparé maintenant.`,
  },
  REPAIR_NOT_EDITABLE: {
    en: 'The store has already taken this request: its description can no longer be changed.',
    fr: 'L’atelier a déjà pris en charge cette demande : sa description ne peut plus être modifiée.',
  },
  REPAIR_NOT_READY: {
    en: 'This repair is not ready for pickup.',
    fr: 'Cette réparation n’est pas prête à être retirée.',
  },
  REPAIR_NOT_CANCELLABLE: {
    en: 'This repair can no longer be cancelled: the work has started or it is closed.',
    fr: 'Cette réparation ne peut plus être annulée : les travaux ont commencé ou elle est close.',
  },
  REPAIR_MOVE_REFUSED: {
    en: (p) => `A repair cannot go from “${p.from}” to “${p.to}”.`,
    fr: (p) => `Une réparation ne peut pas passer de « ${p.from} » à « ${p.to} ».`,
  },
  REPAIR_CLOSED: {
    en: 'This repair is closed.',
    fr: 'Cette réparation est close.',
  },
} satisfies ErrorTexts;

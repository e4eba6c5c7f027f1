// The shop: items on sale and holds: the text of each error code, in English and French (merged in src/error-
// texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const shopTexts = {
  ITEM_HELD: {
    en: 'Someone is buying this item right now. Try again in a few minutes, or choose another one.',
    fr: 'Quelqu’un est en train d’acheter cet objet. Réessayez dans quelques minutes ou choisissez-en un autre.',
  },
  ITEM_SOLD: {
    en: (p) => `“${p.item}” has been sold.`,
    fr: (p) => `« ${p.item} » a été vendu.`,
  },
  ITEM_NOT_FOR_SALE: {
    en: (p) => `“${p.item}” is not on sale any more.`,
    fr: (p) => `« ${p.item} » n’est plus en vente.`,
  },
  SOLD_OUT: {
    en: 'Every item of this collection is sold or reserved. Come back later.',
    fr: 'Tous les objets de cette collection sont vendus ou réservés. Revenez plus tard.',
  },
  TOO_MANY_RESERVATIONS: {
    en: (p) => `You already hold ${p.max} items. Buy or release one of them first.`,
    fr: (p) => `Vous réservez déjà ${p.max} objets. Achetez-en ou libérez-en un d’abord.`,
  },
  RESERVATION_NOT_ACTIVE: {
    en: 'This reservation has already ended.',
    fr: 'Cette réservation est déjà terminée.',
  },
} satisfies ErrorTexts;

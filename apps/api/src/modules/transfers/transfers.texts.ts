// Sending an item to a phone or an address: the text of each error code, in English and French (merged in src/error-
// texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const transfersTexts = {
  SEND_TO_SELF: {
    en: 'You cannot send items to yourself.',
    fr: 'Vous ne pouvez pas vous envoyer des objets.',
  },
  CHAIN_MISMATCH: {
    en: 'These items were minted on different networks: send them to a wallet separately. Nothing was sent.',
    fr: 'Ces objets ont été créés sur des réseaux différents : envoyez-les séparément vers un portefeuille. Rien n’a été envoyé.',
  },
  ITEM_CHANGED: {
    en: 'One of the items changed meanwhile. Nothing was sent; please try again.',
    fr: 'Un des objets a changé entre-temps. Rien n’a été envoyé ; veuillez réessayer.',
  },
  TRANSFER_NOT_PENDING: {
    en: 'This transfer has already been received, cancelled or expired.',
    fr: 'Cet envoi a déjà été reçu, annulé ou a expiré.',
  },
} satisfies ErrorTexts;

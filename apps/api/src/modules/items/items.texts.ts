// What an item is busy with, refusing a move: the text of each error code, in English and French (merged in
// src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const itemsTexts = {
  ITEM_PENDING_MINT: {
    en: (p) => `“${p.item}” cannot be sent while its certificate is being minted.`,
    fr: (p) => `« ${p.item} » ne peut pas être envoyé tant que son certificat est en cours de création.`,
  },
  ITEM_UNDER_OPPOSITION: {
    en: (p) => `“${p.item}” is declared lost or stolen: it cannot be sent.`,
    fr: (p) => `« ${p.item} » est déclaré perdu ou volé : il ne peut pas être envoyé.`,
  },
  ITEM_IN_REPAIR: {
    en: (p) => `“${p.item}” is being repaired: it cannot be sent now.`,
    fr: (p) => `« ${p.item} » est en réparation : il ne peut pas être envoyé maintenant.`,
  },
  ITEM_RESERVED: {
    en: (p) => `“${p.item}” is reserved: it cannot be sent now.`,
    fr: (p) => `« ${p.item} » est réservé : il ne peut pas être envoyé maintenant.`,
  },
  ITEM_PENDING_TRANSFER: {
    en: (p) => `“${p.item}” is already on its way to someone.`,
    fr: (p) => `« ${p.item} » est déjà en cours d’envoi.`,
  },
  ITEM_UNAVAILABLE: {
    en: (p) => `“${p.item}” cannot change hands now.`,
    fr: (p) => `« ${p.item} » ne peut pas changer de mains maintenant.`,
  },
} satisfies ErrorTexts;

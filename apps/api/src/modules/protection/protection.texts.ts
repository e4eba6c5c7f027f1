// Lost or stolen declarations and finders: the text of each error code, in English and French (merged in src/error-
// texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const protectionTexts = {
  OPPOSITION_ALREADY_ACTIVE: {
    en: (p) => `“${p.item}” is already declared lost or stolen.`,
    fr: (p) => `« ${p.item} » est déjà déclaré perdu ou volé.`,
  },
  OPPOSITION_IN_REPAIR: {
    en: (p) => `“${p.item}” is at an after-sales store: contact the store about it.`,
    fr: (p) => `« ${p.item} » est dans un atelier après-vente : contactez l’atelier à ce sujet.`,
  },
  OPPOSITION_ITEM_BUSY: {
    en: (p) => `“${p.item}” is reserved or on its way to someone: it cannot be declared now.`,
    fr: (p) => `« ${p.item} » est réservé ou en cours d’envoi : il ne peut pas être déclaré maintenant.`,
  },
  NO_ACTIVE_OPPOSITION: {
    en: (p) => `“${p.item}” is not declared lost or stolen.`,
    fr: (p) => `« ${p.item} » n’est pas déclaré perdu ou volé.`,
  },
  ITEM_NOT_DECLARED: {
    en: 'This item is not declared lost or stolen: its owner cannot be written to from this page.',
    fr: 'Cet objet n’est pas déclaré perdu ou volé : on ne peut pas écrire à son propriétaire depuis cette page.',
  },
  NO_OWNER_TO_REACH: {
    en: 'This item has no owner on Heirloom to write to.',
    fr: 'Cet objet n’a pas de propriétaire sur Heirloom à qui écrire.',
  },
  FINDER_RATE_LIMITED: {
    en: (p) => `Too many messages. Please try again in ${p.minutes} min.`,
    fr: (p) => `Trop de messages. Veuillez réessayer dans ${p.minutes} min.`,
  },
} satisfies ErrorTexts;

// Entrusted care: the text of each error code, in English and French (merged in src/error-texts.ts).
import { CARE_MAX_DAYS, CARE_MIN_MINUTES } from '@heirloom/contract';
import type { ErrorTexts } from '../../lib/messages';

export const careTexts = {
  ITEM_IN_CARE: {
    en: (p) =>
      `${p.item ? `“${p.item}”` : 'This item'} is entrusted to someone: end the care first, then try again.`,
    fr: (p) =>
      `${p.item ? `« ${p.item} »` : 'Cet objet'} est confié à quelqu’un : mettez fin à la garde, puis réessayez.`,
  },
  CARE_ITEM_BUSY: {
    en: (p) =>
      `${p.item ? `“${p.item}”` : 'This item'} cannot be entrusted now (it is being sent, repaired, or declared lost or stolen).`,
    fr: (p) =>
      `${p.item ? `« ${p.item} »` : 'Cet objet'} ne peut pas être confié maintenant (envoi, réparation ou déclaration de perte ou de vol en cours).`,
  },
  CARE_TO_SELF: {
    en: 'You cannot entrust an item to your own number.',
    fr: 'Vous ne pouvez pas confier un objet à votre propre numéro.',
  },
  CARE_END_INVALID: {
    en: `Choose an end at least ${CARE_MIN_MINUTES} minutes from now and at most ${CARE_MAX_DAYS} days away.`,
    fr: `Choisissez une fin dans ${CARE_MIN_MINUTES} minutes au moins et ${CARE_MAX_DAYS} jours au plus.`,
  },
  CARE_REPAIR_MISMATCH: {
    en: 'This repair is not open at this store: entrust the item to the store that repairs it.',
    fr: 'Cette réparation n’est pas en cours dans cette boutique : confiez l’objet à la boutique qui le répare.',
  },
  CARE_ENDED: {
    en: 'This care has already ended.',
    fr: 'Cette garde est déjà terminée.',
  },
} satisfies ErrorTexts;

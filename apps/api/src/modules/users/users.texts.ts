// The owner's account: e-mail confirmation, push devices: the text of each error code, in English and French (merged
// in src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const usersTexts = {
  EMAIL_TOKEN_INVALID: {
    en: 'This confirmation link is invalid, was already used or was replaced by a newer one.',
    fr: 'Ce lien de confirmation est invalide, a déjà été utilisé ou a été remplacé par un plus récent.',
  },
  EMAIL_TOKEN_EXPIRED: {
    en: 'This confirmation link has expired. Enter your e-mail address again to get a new one.',
    fr: 'Ce lien de confirmation a expiré. Saisissez de nouveau votre adresse e-mail pour en recevoir un autre.',
  },
  EMAIL_RATE_LIMITED: {
    en: (p) => `Too many confirmation e-mails. Please try again in ${Math.ceil(Number(p.seconds) / 60)} min.`,
    fr: (p) =>
      `Trop d’e-mails de confirmation. Veuillez réessayer dans ${Math.ceil(Number(p.seconds) / 60)} min.`,
  },
  EMAIL_FAILED: {
    en: 'The e-mail could not be sent. Please try again later.',
    fr: 'L’e-mail n’a pas pu être envoyé. Veuillez réessayer plus tard.',
  },
  PUSH_ENDPOINT_REFUSED: {
    en: 'This push subscription cannot be used: its address must be https on a public host.',
    fr: 'Cet abonnement aux notifications ne peut pas être utilisé : son adresse doit être en https sur un hôte public.',
  },
} satisfies ErrorTexts;

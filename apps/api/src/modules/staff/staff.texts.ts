// The console's staff: sessions, passkeys, roles, invitations: the text of each error code, in English and French
// (merged in src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const staffTexts = {
  STAFF_SESSION_INVALID: {
    en: 'Your console session has ended. Sign in again with the link we e-mail you.',
    fr: 'Votre session de console a pris fin. Reconnectez-vous avec le lien que nous vous envoyons par e-mail.',
  },
  STAFF_PASSKEY_REQUIRED: {
    en: 'You keep a passkey for the console: confirm it is you with it before going on.',
    fr: 'Vous avez une clé d’accès pour la console : confirmez avec elle que c’est bien vous avant de continuer.',
  },
  STAFF_PASSKEY_UNKNOWN: {
    en: 'This passkey is not one of the console’s. Sign in with the link we e-mail you, then add it.',
    fr: 'Cette clé d’accès n’est pas une clé de la console. Connectez-vous avec le lien envoyé par e-mail, puis ajoutez-la.',
  },
  ROLE_REQUIRED: {
    en: 'Your role in this brand does not include this. Ask one of its admins.',
    fr: 'Votre rôle dans cette marque ne le permet pas. Demandez à l’un de ses administrateurs.',
  },
  STAFF_LINK_INVALID: {
    en: 'This sign-in link is not valid or was already used. Ask for a new one.',
    fr: 'Ce lien de connexion n’est pas valide ou a déjà servi. Demandez-en un nouveau.',
  },
  STAFF_LINK_EXPIRED: {
    en: 'This sign-in link has expired. Ask for a new one.',
    fr: 'Ce lien de connexion a expiré. Demandez-en un nouveau.',
  },
  INVITATION_INVALID: {
    en: 'This invitation is not valid: it was already used or withdrawn.',
    fr: 'Cette invitation n’est pas valide : elle a déjà servi ou a été retirée.',
  },
  INVITATION_EXPIRED: {
    en: 'This invitation has expired. Ask the brand’s admin to invite you again.',
    fr: 'Cette invitation a expiré. Demandez à l’administrateur de la marque de vous inviter à nouveau.',
  },
  ALREADY_STAFF: {
    en: 'This person already works for this brand: change their roles instead.',
    fr: 'Cette personne travaille déjà pour cette marque : modifiez plutôt ses rôles.',
  },
  LAST_ADMIN: {
    en: 'A brand keeps at least one admin. Make someone else admin first.',
    fr: 'Une marque garde au moins un administrateur. Nommez d’abord quelqu’un d’autre administrateur.',
  },
} satisfies ErrorTexts;

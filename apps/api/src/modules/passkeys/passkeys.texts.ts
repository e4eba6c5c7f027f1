// Passkeys and their recovery: the text of each error code, in English and French (merged in src/error-texts.ts).
import { type ErrorTexts, utcTime } from '../../lib/messages';

export const passkeysTexts = {
  PASSKEY_REQUIRED: {
    en: 'Your items are protected by a passkey: confirm this with your passkey, not an SMS code.',
    fr: 'Vos objets sont protégés par une clé d’accès : confirmez avec votre clé d’accès, pas avec un code SMS.',
  },
  RECOVERY_LOCKED: {
    en: (p) =>
      `Your passkeys are being recovered: sending or entrusting items, deleting the account and removing a passkey are locked until ${utcTime(p.endsAt, 'en')}.`,
    fr: (p) =>
      `Vos clés d’accès sont en cours de récupération : l’envoi d’objets ou leur dépôt chez un tiers, la suppression du compte et le retrait d’une clé d’accès sont bloqués jusqu’au ${utcTime(p.endsAt, 'fr')}.`,
  },
  RECOVERY_UNDER_WAY: {
    en: 'A recovery of your passkeys is already under way.',
    fr: 'Une récupération de vos clés d’accès est déjà en cours.',
  },
  NO_RECOVERY: {
    en: 'No recovery of your passkeys is under way.',
    fr: 'Aucune récupération de vos clés d’accès n’est en cours.',
  },
  NO_PASSKEYS: {
    en: 'You have no passkey yet.',
    fr: 'Vous n’avez pas encore de clé d’accès.',
  },
  PASSKEY_INVALID: {
    en: 'This passkey could not be checked. Please try again.',
    fr: 'Cette clé d’accès n’a pas pu être vérifiée. Veuillez réessayer.',
  },
  PASSKEY_UNKNOWN: {
    en: 'This passkey is not known to Heirloom. Sign in with your phone number, then add it again.',
    fr: 'Cette clé d’accès n’est pas connue d’Heirloom. Connectez-vous avec votre numéro, puis ajoutez-la de nouveau.',
  },
  PASSKEY_EXISTS: {
    en: 'This passkey is already on your account.',
    fr: 'Cette clé d’accès est déjà sur votre compte.',
  },
  TOO_MANY_PASSKEYS: {
    en: (p) => `You have ${p.max} passkeys, the most an account can have. Remove one first.`,
    fr: (p) => `Vous avez ${p.max} clés d’accès, le maximum pour un compte. Retirez-en une d’abord.`,
  },
  CHALLENGE_INVALID: {
    en: 'This request has expired or was already used. Please try again.',
    fr: 'Cette demande a expiré ou a déjà servi. Veuillez réessayer.',
  },
} satisfies ErrorTexts;

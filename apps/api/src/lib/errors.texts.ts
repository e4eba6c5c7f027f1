// Every route's errors: validation, sign-in, limits, the server itself, sealed tokens, addresses and phone numbers:
// the text of each error code, in English and French (merged in src/error-texts.ts).
import type { ErrorTexts } from './messages';

export const commonTexts = {
  VALIDATION: {
    en: (p) => `Invalid input${p.field ? ` (${p.field})` : ''}: ${p.detail ?? 'please check the value.'}`,
    fr: (p) => `Saisie invalide${p.field ? ` (${p.field})` : ''} : ${p.detail ?? 'vérifiez la valeur.'}`,
  },
  MISSING_LOGIN_ARGS: {
    en: 'Missing args in login.',
    fr: 'Arguments manquants pour la connexion.',
  },
  UNAUTHORIZED: { en: 'Please sign in again.', fr: 'Veuillez vous reconnecter.' },
  FORBIDDEN: { en: 'You are not allowed to do this.', fr: 'Vous n’êtes pas autorisé à faire cela.' },
  NOT_FOUND: { en: 'Not found.', fr: 'Introuvable.' },
  ROUTE_NOT_FOUND: {
    en: (p) => `No such API route: ${p.method} ${p.url}`,
    fr: (p) => `Cette route de l’API n’existe pas : ${p.method} ${p.url}`,
  },
  TOO_MANY_REQUESTS: {
    en: 'Too many requests. Please try again in a moment.',
    fr: 'Trop de requêtes. Veuillez réessayer dans un instant.',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'The file is too large (15 MB at most).',
    fr: 'Le fichier est trop volumineux (15 Mo au maximum).',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The service is temporarily unavailable.',
    fr: 'Le service est momentanément indisponible.',
  },
  INTERNAL: {
    en: 'Something went wrong on our side. Please try again.',
    fr: 'Une erreur est survenue de notre côté. Veuillez réessayer.',
  },
  TOKEN_INVALID: {
    en: 'This link is not valid. Ask for a new one.',
    fr: 'Ce lien n’est pas valide. Demandez-en un nouveau.',
  },
  TOKEN_EXPIRED: {
    en: 'This link has expired. Ask for a new one.',
    fr: 'Ce lien a expiré. Demandez-en un nouveau.',
  },
  ADDRESS_CHECKSUM: {
    en: 'The capital and small letters of this address do not match its checksum: a character is probably wrong. Copy the address again from the wallet.',
    fr: 'Les majuscules et minuscules de cette adresse ne correspondent pas à sa somme de contrôle : un caractère est sans doute faux. Copiez de nouveau l’adresse depuis le portefeuille.',
  },
  ADDRESS_ZERO: {
    en: 'No one holds the zero address (0x000…0): an item sent there would be lost.',
    fr: 'Personne ne détient l’adresse zéro (0x000…0) : un objet envoyé là serait perdu.',
  },
  PHONE_INVALID: {
    en: 'This phone number does not exist in its country. Check the number and the country.',
    fr: 'Ce numéro n’existe pas dans son pays. Vérifiez le numéro et le pays.',
  },
  PHONE_CANNOT_RECEIVE_SMS: {
    en: 'This number cannot receive text messages (a landline or a special number). Use a mobile number.',
    fr: 'Ce numéro ne peut pas recevoir de SMS (fixe ou numéro spécial). Utilisez un numéro de mobile.',
  },
} satisfies ErrorTexts;

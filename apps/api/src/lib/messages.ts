// The user-facing text of every API error code, in English and French.
import type { Language } from '@heirloom/contract';

type Params = Record<string, string | number>;
type Text = string | ((p: Params) => string);

const internal = {
  en: 'Something went wrong on our side. Please try again.',
  fr: 'Une erreur est survenue de notre côté. Veuillez réessayer.',
};

const catalogue: Record<string, { en: Text; fr: Text }> = {
  VALIDATION: {
    en: (p) => `Invalid input${p.field ? ` (${p.field})` : ''}: ${p.detail ?? 'please check the value.'}`,
    fr: (p) => `Saisie invalide${p.field ? ` (${p.field})` : ''} : ${p.detail ?? 'vérifiez la valeur.'}`,
  },
  MISSING_LOGIN_ARGS: {
    en: 'Missing args in login.',
    fr: 'Arguments manquants pour la connexion.',
  },
  UNAUTHORIZED: { en: 'Please sign in again.', fr: 'Veuillez vous reconnecter.' },
  NOT_FOUND: { en: 'Not found.', fr: 'Introuvable.' },
  ROUTE_NOT_FOUND: {
    en: (p) => `No such API route: ${p.method} ${p.url}`,
    fr: (p) => `Cette route de l’API n’existe pas : ${p.method} ${p.url}`,
  },
  CODE_INVALID: {
    en: (p) => `This code is not correct. ${p.remaining} attempt${p.remaining === 1 ? '' : 's'} left.`,
    fr: (p) => `Ce code n’est pas correct. Il reste ${p.remaining} essai${p.remaining === 1 ? '' : 's'}.`,
  },
  CODE_EXPIRED: {
    en: 'This code has expired. Ask for a new one.',
    fr: 'Ce code a expiré. Demandez-en un nouveau.',
  },
  CODE_LOCKED: {
    en: 'Too many wrong attempts. Ask for a new code.',
    fr: 'Trop d’essais incorrects. Demandez un nouveau code.',
  },
  NO_ACTIVE_CODE: {
    en: 'No code is waiting for this number. Ask for a new one.',
    fr: 'Aucun code n’est en attente pour ce numéro. Demandez-en un nouveau.',
  },
  LINK_INVALID: {
    en: 'This sign-in link is invalid or has already been used.',
    fr: 'Ce lien de connexion est invalide ou a déjà été utilisé.',
  },
  RESEND_TOO_SOON: {
    en: (p) => `Please wait ${p.seconds} s before asking for a new code.`,
    fr: (p) => `Veuillez patienter ${p.seconds} s avant de demander un nouveau code.`,
  },
  DAILY_CODE_LIMIT: {
    en: 'Too many codes were sent to this number today. Try again tomorrow.',
    fr: 'Trop de codes ont été envoyés à ce numéro aujourd’hui. Réessayez demain.',
  },
  TOO_MANY_REQUESTS: {
    en: 'Too many requests. Please try again in a moment.',
    fr: 'Trop de requêtes. Veuillez réessayer dans un instant.',
  },
  CAPTCHA_FAILED: {
    en: 'We could not verify that you are human. Please try again.',
    fr: 'Nous n’avons pas pu vérifier que vous êtes humain. Veuillez réessayer.',
  },
  SMS_FAILED: {
    en: 'The SMS could not be sent. Please try again later.',
    fr: 'Le SMS n’a pas pu être envoyé. Veuillez réessayer plus tard.',
  },
  REFRESH_INVALID: {
    en: 'Your session has ended. Please sign in again.',
    fr: 'Votre session a pris fin. Veuillez vous reconnecter.',
  },
  REFRESH_REUSED: {
    en: 'For your security this session was closed. Please sign in again.',
    fr: 'Pour votre sécurité, cette session a été fermée. Veuillez vous reconnecter.',
  },
  STEP_UP_REQUIRED: {
    en: 'Please confirm this action with the code we sent you.',
    fr: 'Veuillez confirmer cette action avec le code que nous vous avons envoyé.',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'The file is too large (15 MB at most).',
    fr: 'Le fichier est trop volumineux (15 Mo au maximum).',
  },
  NOT_AN_IMAGE: {
    en: 'This file is not a picture. Choose a JPEG, PNG, WebP, HEIC or AVIF photo.',
    fr: 'Ce fichier n’est pas une image. Choisissez une photo JPEG, PNG, WebP, HEIC ou AVIF.',
  },
  UNSUPPORTED_IMAGE: {
    en: 'This picture could not be read. Try saving it as JPEG and upload it again.',
    fr: 'Cette image n’a pas pu être lue. Enregistrez-la en JPEG et réessayez.',
  },
  IMAGE_NOT_EDITABLE: {
    en: 'Only the photos you added can be changed or deleted.',
    fr: 'Seules les photos que vous avez ajoutées peuvent être modifiées ou supprimées.',
  },
  MEDIA_LINK_EXPIRED: {
    en: 'This picture link has expired. Reload the page.',
    fr: 'Le lien de cette image a expiré. Rechargez la page.',
  },
  MEDIA_LINK_INVALID: {
    en: 'This picture link is not valid.',
    fr: 'Le lien de cette image n’est pas valide.',
  },
  SEND_TO_SELF: {
    en: 'You cannot send items to yourself.',
    fr: 'Vous ne pouvez pas vous envoyer des objets.',
  },
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
  ITEM_CHANGED: {
    en: 'One of the items changed meanwhile. Nothing was sent; please try again.',
    fr: 'Un des objets a changé entre-temps. Rien n’a été envoyé ; veuillez réessayer.',
  },
  TRANSFER_NOT_PENDING: {
    en: 'This transfer has already been received, cancelled or expired.',
    fr: 'Cet envoi a déjà été reçu, annulé ou a expiré.',
  },
  FORBIDDEN: { en: 'You are not allowed to do this.', fr: 'Vous n’êtes pas autorisé à faire cela.' },
  SERVICE_UNAVAILABLE: {
    en: 'The service is temporarily unavailable.',
    fr: 'Le service est momentanément indisponible.',
  },
  INTERNAL: internal,
};

export function messageFor(code: string, language: Language, params: Params = {}): string {
  const entry = catalogue[code] ?? internal;
  const text = entry[language];
  return typeof text === 'function' ? text(params) : text;
}

/** The caller's language from Accept-Language (the web client sets it to the app language). */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag === 'fr' || tag === 'en') return tag;
  }
  return 'en';
}

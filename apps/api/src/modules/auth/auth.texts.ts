// Sign-in by SMS code or link, sessions and step-up: the text of each error code, in English and French (merged in
// src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const authTexts = {
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
} satisfies ErrorTexts;

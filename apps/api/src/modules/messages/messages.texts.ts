// Brands' messages to owners: the text of each error code, in English and French (merged in src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const messagesTexts = {
  BRAND_MESSAGES_RATE_LIMITED: {
    en: (p) => `Too many messages with this API key. Please try again in ${p.minutes} min.`,
    fr: (p) => `Trop de messages avec cette clé d’API. Veuillez réessayer dans ${p.minutes}\u00a0min.`,
  },
  MESSAGE_PICTURE_TOO_LARGE: {
    en: (p) => `The picture is too large (${p.mb ?? 5} MB at most).`,
    fr: (p) => `L’image est trop volumineuse (${p.mb ?? 5}\u00a0Mo au maximum).`,
  },
} satisfies ErrorTexts;

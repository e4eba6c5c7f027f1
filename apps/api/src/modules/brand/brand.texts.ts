// A brand's API keys: the text of each error code, in English and French (merged in src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const brandTexts = {
  BRAND_KEY_INVALID: {
    en: 'This brand API key is missing, unknown or revoked.',
    fr: 'Cette clé d’API de marque est absente, inconnue ou révoquée.',
  },
} satisfies ErrorTexts;

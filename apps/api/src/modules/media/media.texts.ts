// Signed links to media: the text of each error code, in English and French (merged in src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const mediaTexts = {
  MEDIA_LINK_EXPIRED: {
    en: 'This picture link has expired. Reload the page.',
    fr: 'Le lien de cette image a expiré. Rechargez la page.',
  },
  MEDIA_LINK_INVALID: {
    en: 'This picture link is not valid.',
    fr: 'Le lien de cette image n’est pas valide.',
  },
} satisfies ErrorTexts;

// Legal documents: the text of each error code, in English and French (merged in src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const legalTexts = {
  LEGAL_OUTDATED: {
    en: (p) =>
      `Version ${p.version} is not the latest ${p.document === 'privacyPolicy' ? 'privacy policy' : 'terms and conditions'} ` +
      `(the latest is version ${p.latest}). Please read the latest one and accept it.`,
    fr: (p) =>
      `La version ${p.version} n’est pas la dernière version ${p.document === 'privacyPolicy' ? 'de la politique de confidentialité' : 'des conditions générales d’utilisation'} ` +
      `(la dernière est la version ${p.latest}). Veuillez lire la dernière version et l’accepter.`,
  },
} satisfies ErrorTexts;

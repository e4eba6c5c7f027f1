// Test support: legal documents and acceptance states shaped exactly as the contract says.
import type { LastLegalsAccepted, LegalDocument, LegalType } from '../../api/legal';

const ids: Record<LegalType, string> = {
  termsAndConditions: '88888888-0000-4000-8000-00000000000',
  privacyPolicy: '99999999-0000-4000-8000-00000000000',
};

export function makeLegal(
  type: LegalType,
  version: number,
  language: 'en' | 'fr' = 'en',
  overrides: Partial<LegalDocument> = {},
): LegalDocument {
  const terms = type === 'termsAndConditions';
  const title = {
    en: terms ? 'Terms and conditions' : 'Privacy policy',
    fr: terms ? 'Conditions générales d’utilisation' : 'Politique de confidentialité',
  }[language];
  return {
    id: `${ids[type]}${version}`,
    type,
    version,
    language,
    title,
    body: `## 1. ${title}\n\nVersion ${version} of the ${type} (${language}).\nA second line.\n\n## 2. More\n\nThe end.`,
    publishedAt: '2024-05-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Up to date unless told otherwise; `latest` gives the latest version numbers. */
export function lastAccepted(
  { terms = true, privacy = true }: { terms?: boolean; privacy?: boolean } = {},
  latest: Record<LegalType, number> = { termsAndConditions: 3, privacyPolicy: 2 },
): LastLegalsAccepted {
  const of = (type: LegalType, upToDate: boolean) => ({
    latestVersion: latest[type],
    acceptedVersion: upToDate ? latest[type] : latest[type] > 1 ? latest[type] - 1 : null,
    acceptedAt: upToDate ? '2024-05-02T09:00:00.000Z' : null,
    upToDate,
  });
  return {
    termsAndConditions: of('termsAndConditions', terms),
    privacyPolicy: of('privacyPolicy', privacy),
    upToDate: terms && privacy,
  };
}

// The gate's data, started with its code: where the owner stands, and both latest texts in their language.
import type { QueryClient } from '@tanstack/react-query';
import { lastAcceptedQuery, legalDocumentQuery } from '../../api/legal';
import { i18n } from '../../i18n';

export async function prefetchLegal(client: QueryClient): Promise<void> {
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  await Promise.all([
    client.prefetchQuery(lastAcceptedQuery()),
    client.prefetchQuery(legalDocumentQuery('termsAndConditions', language)),
    client.prefetchQuery(legalDocumentQuery('privacyPolicy', language)),
  ]);
}

// The item's passport on its public page, as the public reads it (by its GS1 identity), in the reader's language.
// Loaded in the browser after the page (the server's page and its hydration show nothing of it); an item without a
// GTIN or without a passport shows nothing, and neither does a failure: the record above stands alone.
import { useQuery } from '@tanstack/react-query';
import type { PublicItem } from '../../api/protection';
import { publicPassportQuery } from '../../api/passport';
import type { Language } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { PassportDetails } from '../../ui/passport';

export function PublicPassport({ item }: { item: Pick<PublicItem, 'gtin' | 'serialNumber'> }) {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'fr' ? 'fr' : 'en';
  const passport = useQuery({
    ...publicPassportQuery(item.gtin ?? '', item.serialNumber, language),
    enabled: item.gtin !== null,
    // the texts of both languages come in each answer: a language switch keeps what is shown meanwhile
    placeholderData: (previous) => previous,
  });
  if (!passport.data) return null;
  return <PassportDetails view={passport.data} />;
}

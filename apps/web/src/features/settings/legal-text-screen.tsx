// One legal text, current version in the user's language, read from the settings: headings and paragraphs as text.
import { legalTypes } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams } from '../../lib/router';
import { legalDocumentQuery, type LegalType } from '../../api/legal';
import { paths } from '../../config/paths';
import { isLanguage } from '../../i18n';
import { BackLink, Header } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { useFormatDate } from '../../lib/format';
import { isMissing } from '../../api/errors';
import { StateMessage } from '../../ui/state-message';
import { PlainText } from '../../ui/plain-text';
import styles from './settings.module.css';
import { Screen } from '../../ui/screen';
import { SettingsSkeleton } from './settings-skeleton';
import { QueryError } from '../../ui/query-error';

const isLegalType = (value: unknown): value is LegalType =>
  (legalTypes as readonly unknown[]).includes(value);

export function LegalTextScreen() {
  const { type } = useParams();
  const { t } = useTranslation();
  const back = <BackLink to={paths.settings} label={t('settings.back')} />;
  if (!isLegalType(type)) {
    return (
      <Screen gap={5}>
        {back}
        <StateMessage headingLevel={1} icon="shield" title={t('settings.legal.missingTitle')} />
      </Screen>
    );
  }
  return <LegalText type={type} back={back} />;
}

function LegalText({ type, back }: { type: LegalType; back: ReactNode }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const document = useQuery(legalDocumentQuery(type, language));
  usePageTitle(document.data?.title ?? t(`settings.legal.${type}`));

  if (document.isError) {
    return (
      <Screen gap={5}>
        {back}
        {isMissing(document.error) ? (
          <StateMessage headingLevel={1} icon="shield" title={t('settings.legal.missingTitle')} />
        ) : (
          <QueryError headingLevel={1} query={document} title={t('settings.legal.loadErrorTitle')} />
        )}
      </Screen>
    );
  }
  if (!document.data) {
    return (
      <Screen gap={5}>
        {back}
        <SettingsSkeleton />
      </Screen>
    );
  }
  const { title, version, publishedAt, body } = document.data;
  return (
    <Screen gap={5}>
      {back}
      <Header
        title={title}
        subtitle={t('settings.legal.published', { version, date: formatDate(publishedAt) })}
      />
      <article className={styles.section} aria-label={title}>
        <PlainText body={body} headingLevel={2} />
      </article>
    </Screen>
  );
}

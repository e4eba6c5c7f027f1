// Settings (docs/product.md "Screens and routes"): language, e-mail, notifications, security (passkeys), heirs and
// care, legal texts, log out, delete account.
import { useQuery } from '@tanstack/react-query';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { useTranslation } from '../../i18n/react';
import { currentUserId, userQuery } from '../../api/users';
import { paths } from '../../config/paths';
import { BackLink, Header, OnlineFieldset } from '../../ui';
import { useOnline } from '../../lib/online';
import { usePageTitle } from '../../lib/use-page-title';
import { AccountSection } from './account-section';
import { EmailSection } from './email-section';
import { LanguageSection } from './language-section';
import { LegalSection } from './legal-section';
import { NotificationsSection } from './notifications-section';
import { SecuritySection } from './security-section';
import { HeirsCareSection } from './heirs-care-section';
import { TrustedSection } from './trusted-section';
import { Screen } from '../../ui/screen';
import { SettingsSkeleton } from './settings-skeleton';
import { QueryError } from '../../ui/query-error';

export function SettingsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('settings.pageTitle'));
  const user = useQuery(userQuery(currentUserId()));
  const formatted = user.data
    ? (parsePhoneNumberFromString(user.data.phone)?.formatInternational() ?? user.data.phone)
    : undefined;
  // no-break spaces: the number never splits across two lines (320 px, French)
  const phone = formatted?.replaceAll(' ', '\u00a0');
  // every change is saved by the server: offline, the controls wait and say why; reading, the legal texts and
  // signing out still work (decision 038)
  const online = useOnline();

  return (
    <Screen gap={5}>
      <BackLink to={paths.home} />
      <Header
        title={t('settings.title')}
        subtitle={phone ? t('settings.signedInAs', { phone }) : t('settings.subtitle')}
      />
      {user.isError ? (
        <QueryError query={user} title={t('settings.loadErrorTitle')} />
      ) : user.data ? (
        <>
          <OnlineFieldset online={online}>
            <LanguageSection user={user.data} />
            <EmailSection user={user.data} />
            <NotificationsSection user={user.data} />
            <SecuritySection />
          </OnlineFieldset>
          <HeirsCareSection />
          <TrustedSection />
          <LegalSection />
          <AccountSection />
        </>
      ) : (
        <SettingsSkeleton />
      )}
    </Screen>
  );
}

// Language: the whole app switches at once, and the account remembers it so SMS and e-mails follow.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../api/errors';
import { type User, useSaveSettings } from '../../api/users';
import { isLanguage, setLanguage } from '../../i18n';
import { LanguageSelector } from '../../ui';
import styles from './settings.module.css';
import { SettingsSection } from './settings-section';

const options = [
  { ISOCode: 'en', name: 'English' },
  { ISOCode: 'fr', name: 'Français' },
];

export function LanguageSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const save = useSaveSettings(user.id);
  const [failure, setFailure] = useState<unknown>();

  return (
    <SettingsSection id="settings-language" title={t('settings.language.heading')}>
      <LanguageSelector
        options={options}
        value={i18n.language}
        label={t('settings.language.label')}
        onChange={(code) => {
          if (!isLanguage(code)) return;
          setFailure(undefined);
          void setLanguage(code);
          save.mutate({ language: code }, { onError: setFailure });
        }}
      />
      <p className={styles.hint}>{t('settings.language.hint')}</p>
      {failure !== undefined && (
        <p className={styles.error} role="alert">
          {t('settings.language.saveFailed')} {errorMessage(failure, t)}
        </p>
      )}
    </SettingsSection>
  );
}

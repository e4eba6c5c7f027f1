// The language selector wired to i18n: English and French, remembered on this device and, for a signed-in
// owner (`saveToAccount`), saved to their account so that SMS and e-mails follow.
import { useTranslation } from '../i18n/react';
import { isLanguage, setLanguage } from '../i18n';
import { LanguageSelector } from './language-selector';

const options = [
  { ISOCode: 'en', name: 'English' },
  { ISOCode: 'fr', name: 'Français' },
];

interface LanguageSwitchProps {
  align?: 'left' | 'right' | 'center';
  saveToAccount?: boolean;
}

export function LanguageSwitch({ align = 'right', saveToAccount = false }: LanguageSwitchProps) {
  const { i18n } = useTranslation();
  return (
    <LanguageSelector
      options={options}
      value={i18n.language}
      align={align}
      onChange={(code) => {
        if (!isLanguage(code)) return;
        void setLanguage(code);
        // loaded only when used: the sign-in screen, which has no account yet, never carries it
        if (saveToAccount) {
          void import('../api/users')
            .then(({ saveLanguage }) => saveLanguage(code))
            // best effort: on failure the account keeps its language; Settings shows and saves it
            .catch(() => undefined);
        }
      }}
    />
  );
}

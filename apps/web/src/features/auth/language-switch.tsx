// The language selector wired to i18n: English and French, remembered on this device.
import { useTranslation } from 'react-i18next';
import { isLanguage, setLanguage } from '../../i18n';
import { LanguageSelector } from '../../ui';

const options = [
  { ISOCode: 'en', name: 'English' },
  { ISOCode: 'fr', name: 'Français' },
];

export function LanguageSwitch({ align = 'right' }: { align?: 'left' | 'right' | 'center' }) {
  const { i18n } = useTranslation();
  return (
    <LanguageSelector
      options={options}
      value={i18n.language}
      align={align}
      onChange={(code) => {
        if (isLanguage(code)) void setLanguage(code);
      }}
    />
  );
}

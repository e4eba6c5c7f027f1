// Legal texts: read the current terms and privacy policy, with the version the owner accepted and when.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { lastAcceptedQuery, type LegalType } from '../../api/legal';
import { hrefs } from '../../config/paths';
import { useFormatDate } from '../../lib/format';
import styles from './settings.module.css';
import { SettingsLink, SettingsSection } from './settings-section';

const types: LegalType[] = ['termsAndConditions', 'privacyPolicy'];

export function LegalSection() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const accepted = useQuery(lastAcceptedQuery());

  const acceptedText = (type: LegalType) => {
    const state = accepted.data?.[type];
    if (!state) return undefined;
    return state.acceptedVersion !== null && state.acceptedAt !== null
      ? t('settings.legal.accepted', { version: state.acceptedVersion, date: formatDate(state.acceptedAt) })
      : t('settings.legal.notAccepted');
  };

  return (
    <SettingsSection id="settings-legal" title={t('settings.legal.heading')}>
      <ul className={styles.list}>
        {types.map((type) => (
          <li key={type}>
            <SettingsLink
              to={hrefs.settingsLegal(type)}
              label={t(`settings.legal.${type}`)}
              hint={acceptedText(type)}
            />
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}

// Legal texts: read the current terms and privacy policy, with the version the owner accepted and when.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { lastAcceptedQuery, type LegalType } from '../../api/legal';
import { hrefs } from '../../config/paths';
import { Icon } from '../../ui';
import { useFormatDate } from '../../lib/format';
import styles from './settings.module.css';
import { SettingsSection } from './settings-section';

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
            <Link to={hrefs.settingsLegal(type)} viewTransition className={styles.linkRow}>
              <span className={styles.linkText}>
                <span className={styles.linkLabel}>{t(`settings.legal.${type}`)}</span>
                {acceptedText(type) && <span className={styles.hint}>{acceptedText(type)}</span>}
              </span>
              <Icon name="chevron-right" size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}

// Heirs and care, in the settings: how many heirs are named (or none yet), and the way to the screen that lists
// them with every care period the owner gave (docs/product.md "Heirs" and "Entrusted care").
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { heirsQuery } from '../../api/heirs';
import { paths } from '../../config/paths';
import { SettingsLink, SettingsSection } from './settings-section';

export function HeirsCareSection() {
  const { t } = useTranslation();
  const heirs = useQuery(heirsQuery());
  const count = heirs.data?.heirs.length;
  const summary =
    count === undefined
      ? undefined
      : count === 0
        ? t('heirsCare.row.summaryNone')
        : t('heirsCare.row.summary', { count });

  return (
    <SettingsSection id="settings-heirs-care" title={t('heirsCare.row.title')}>
      <SettingsLink to={paths.settingsHeirs} label={t('heirsCare.row.label')} hint={summary} />
    </SettingsSection>
  );
}

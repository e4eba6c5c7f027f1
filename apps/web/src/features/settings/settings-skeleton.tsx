// The settings' shape while the account loads: a few section cards, so nothing jumps when it arrives.
import { useTranslation } from '../../i18n/react';
import skeleton from '../../ui/skeleton.module.css';
import { Screen } from '../../ui/screen';
import styles from './settings.module.css';

export function SettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <Screen gap={5} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('app.loading')}
      </p>
      {[0, 1, 2].map((n) => (
        <div key={n} className={styles.section} aria-hidden="true">
          <span className={skeleton.line} style={{ width: '40%' }} />
          <span className={skeleton.line} />
          <span className={skeleton.line} style={{ width: '70%' }} />
        </div>
      ))}
    </Screen>
  );
}

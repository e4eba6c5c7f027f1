// The heirs' and care periods' shape while they load: a couple of section cards, so nothing jumps when they arrive.
import { useTranslation } from '../../i18n/react';
import skeleton from '../../ui/skeleton.module.css';
import styles from './heirs-care.module.css';

export function HeirsCareSkeleton({ sections = 2 }: { sections?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('app.loading')}
      </p>
      {Array.from({ length: sections }, (_, n) => (
        <div key={n} className={styles.section} aria-hidden="true">
          <span className={skeleton.line} style={{ width: '40%' }} />
          <span className={skeleton.line} />
          <span className={skeleton.line} style={{ width: '70%' }} />
        </div>
      ))}
    </div>
  );
}

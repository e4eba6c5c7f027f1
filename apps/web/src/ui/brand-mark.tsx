// The brand's logo and name where the app shows its wordmark; the app's own name until the brand is known.
import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import styles from './brand-mark.module.css';
import { useBrandSettings } from '../api/clients';

export function BrandMark({ className }: { className?: string }) {
  const { t } = useTranslation();
  const data = useBrandSettings();
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const name = data?.name ?? t('app.name');
  const logo = data?.logoUrl && data.logoUrl !== failedLogo ? data.logoUrl : null;

  return (
    <span className={[styles.mark, className].filter(Boolean).join(' ')}>
      {logo && (
        // decorative beside the name, which says the same in words
        <img className={styles.logo} src={logo} alt="" onError={() => setFailedLogo(logo)} />
      )}
      <span className={styles.wordmark}>{name}</span>
    </span>
  );
}

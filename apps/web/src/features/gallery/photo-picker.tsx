// Two ways to add a photo: the camera (on phones) or the files; each is a real file input over its label.
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui';
import styles from './gallery.module.css';

// No HEIC in the list: iOS then hands over a JPEG copy, which the server can read (HEIC it cannot).
const ACCEPT = 'image/*,.avif';

export function PhotoPicker({
  onPick,
  disabled = false,
}: {
  onPick: (file: File) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // cleared, so that choosing the same file again still counts as a choice
    event.target.value = '';
    if (file) onPick(file);
  };

  return (
    <div className={styles.picker}>
      <label className={styles.pickButton} data-primary="" data-disabled={disabled || undefined}>
        <input
          type="file"
          accept={ACCEPT}
          capture="environment"
          className={styles.pickInput}
          onChange={picked}
          disabled={disabled}
        />
        <Icon name="plus" size={20} />
        <span>{t('items.gallery.takePhoto')}</span>
      </label>
      <label className={styles.pickButton} data-disabled={disabled || undefined}>
        <input
          type="file"
          accept={ACCEPT}
          className={styles.pickInput}
          onChange={picked}
          disabled={disabled}
        />
        <Icon name="image" size={20} />
        <span>{t('items.gallery.chooseFile')}</span>
      </label>
    </div>
  );
}

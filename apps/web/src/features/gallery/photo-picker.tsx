// Two ways to add a photo: the camera (on phones) or the files; each is a real file input over its label.
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Icon, type IconName } from '../../ui';
import styles from './gallery.module.css';

// No HEIC in the list: iOS then hands over a JPEG copy, which the server can read (HEIC it cannot).
const ACCEPT = 'image/*,.avif';

/** The camera first (the main way on a phone), then the files. */
const pickers = [
  { text: 'items.gallery.takePhoto', icon: 'plus', camera: true },
  { text: 'items.gallery.chooseFile', icon: 'image', camera: false },
] as const satisfies readonly { text: string; icon: IconName; camera: boolean }[];

export function PhotoPicker({
  onPick,
  disabled = false,
  reasonId,
}: {
  onPick: (file: File) => void;
  disabled?: boolean;
  /** the id of the sentence that says why it is disabled (offline: it needs a connection) */
  reasonId?: string;
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
      {pickers.map(({ text, icon, camera }) => (
        <label
          key={text}
          className={styles.pickButton}
          data-primary={camera ? '' : undefined}
          data-disabled={disabled || undefined}
        >
          <input
            type="file"
            accept={ACCEPT}
            capture={camera ? 'environment' : undefined}
            className={styles.pickInput}
            onChange={picked}
            disabled={disabled}
            aria-describedby={disabled ? reasonId : undefined}
          />
          <Icon name={icon} size={20} />
          <span>{t(text)}</span>
        </label>
      ))}
    </div>
  );
}

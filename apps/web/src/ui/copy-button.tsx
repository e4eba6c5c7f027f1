// A button that copies a text to the clipboard (an address, a key, a link), and says so once it did.
import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import { Button } from './button';
import styles from './copy-button.module.css';

export interface CopyButtonProps {
  text: string;
  /**
   * A word once it is copied, announced (`'announced'`) or not (`'quiet'`, inside a block already announced as a
   * status); none by default.
   */
  saysCopied?: 'announced' | 'quiet';
}

export function CopyButton({ text, saysCopied }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(text)
      .then(() => setCopied(true))
      .catch(() => undefined);
  return (
    <>
      <Button variant="secondary" onClick={copy}>
        {t('ui.copy.button')}
      </Button>
      {saysCopied && copied && (
        <span className={styles.copied} role={saysCopied === 'announced' ? 'status' : undefined}>
          {t('ui.copy.copied')}
        </span>
      )}
    </>
  );
}

// The empty, error and not-found states of this screens: a title, a sentence, one way forward.
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { errorMessage } from '../api/errors';
import { Button } from './button';
import { Icon, type IconName } from './icon';
import styles from './state-message.module.css';

export interface StateMessageProps {
  title: string;
  text?: ReactNode;
  icon?: IconName;
  /** A button or link that gets the user out of this state. */
  action?: ReactNode;
  tone?: 'empty' | 'error';
  headingLevel?: 1 | 2 | 3;
}

export function StateMessage({
  title,
  text,
  icon = 'image',
  action,
  tone = 'empty',
  headingLevel = 2,
}: StateMessageProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    // an error appears after a load the user waited for: announce it; an empty list is just content
    <section className={styles.state} data-tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name={tone === 'error' ? 'close' : icon} size={28} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}

export interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  headingLevel?: 1 | 2 | 3;
}

/** A failed load: what failed, why in the user's words, and a retry. */
export function LoadError({ title, error, onRetry, retrying = false, headingLevel }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <StateMessage
      tone="error"
      title={title}
      text={errorMessage(error, t)}
      headingLevel={headingLevel}
      action={
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {t('items.common.retry')}
        </Button>
      }
    />
  );
}

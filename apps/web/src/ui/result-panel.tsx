// How a flow ended (sent, deleted, confirmed, or not): a round mark, the outcome as the screen's title, and
// the sentences that explain it, each a <p> child. A failure is announced as an alert, a success as a status.
import type { ReactNode } from 'react';
import { Hourglass } from './hourglass';
import { Icon } from './icon';
import styles from './result-panel.module.css';

export interface ResultPanelProps {
  /** `busy`: the outcome is still being settled (an hourglass, no announcement yet). */
  tone: 'success' | 'error' | 'busy';
  title: ReactNode;
  children?: ReactNode;
}

export function ResultPanel({ tone, title, children }: ResultPanelProps) {
  const role = tone === 'error' ? 'alert' : tone === 'success' ? 'status' : undefined;
  return (
    <section
      className={styles.result}
      data-tone={tone === 'error' ? 'error' : undefined}
      role={role}
      aria-busy={tone === 'busy' || undefined}
    >
      {tone === 'busy' ? (
        <Hourglass />
      ) : (
        <span className={styles.icon} aria-hidden="true">
          <Icon name={tone === 'error' ? 'close' : 'check'} size={36} />
        </span>
      )}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}

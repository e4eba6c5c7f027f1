// One part of the settings screen: a section named by its heading (a danger tone for the account's deletion), and
// its rows that open a screen.
import type { ReactNode } from 'react';
import { Link, type LinkProps } from '../../lib/router';
import { Icon } from '../../ui';
import styles from './settings.module.css';

export interface SettingsSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  tone?: 'danger';
  children: ReactNode;
}

export function SettingsSection({ id, title, tone, children }: SettingsSectionProps) {
  return (
    <section className={styles.section} data-tone={tone} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A row that opens a screen: its words, a hint or summary under them when there is one, a chevron. */
export function SettingsLink({ to, label, hint }: { to: LinkProps['to']; label: string; hint?: string }) {
  return (
    <Link to={to} viewTransition className={styles.linkRow}>
      <span className={styles.linkText}>
        <span className={styles.linkLabel}>{label}</span>
        {hint && <span className={styles.hint}>{hint}</span>}
      </span>
      <Icon name="chevron-right" size={20} />
    </Link>
  );
}

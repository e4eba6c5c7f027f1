// One part of the settings screen: a section named by its heading (a danger tone for the account's deletion).
import type { ReactNode } from 'react';
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

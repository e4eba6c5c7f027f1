// Screen header (docs/product.md "Widgets"): the page title as its one h1, with an optional subtitle.
import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './header.module.css';

/** A title with an optional subtitle: the screen's header, a tag pill. */
export interface TitledProps {
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
}

export type HeaderProps = TitledProps;

export function Header({ title, subtitle, className }: HeaderProps) {
  // hgroup: the subtitle belongs to the heading without being a heading itself
  return (
    <hgroup className={cx(styles.header, className)}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </hgroup>
  );
}

// A list of facts: label on the left, value on the right, one row each (an item's characteristics, its
// certificate, what the public page says). `mono` sets a hash or an identifier in a monospace face.
import type { ReactNode } from 'react';
import styles from './facts.module.css';

export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

export interface FactProps {
  label: ReactNode;
  children: ReactNode;
  /** a hash or identifier: monospace, never translated */
  mono?: boolean;
  /** a serial number or a name that page translators must leave as it is */
  noTranslate?: boolean;
  /** the language of this row when it is not the page's (a brand text in its other language) */
  lang?: string;
  /** the whole value, when the row shows it shortened */
  title?: string;
}

export function Fact({ label, children, mono = false, noTranslate = false, lang, title }: FactProps) {
  return (
    <div lang={lang}>
      <dt>{label}</dt>
      <dd
        className={mono ? styles.mono : undefined}
        translate={mono || noTranslate ? 'no' : undefined}
        title={title}
      >
        {children}
      </dd>
    </div>
  );
}

// A titled block of an item's facts (ui/facts) on its pages: on a card, plain under its title, or as the
// certificate, set apart by the brand's accent.
import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './fact-card.module.css';

export interface FactCardProps {
  /** The heading's id: the section is named by it. */
  id: string;
  title: ReactNode;
  headingLevel?: 2 | 3;
  look?: 'card' | 'plain' | 'certificate';
  className?: string;
  children: ReactNode;
}

export function FactCard({ id, title, headingLevel = 2, look = 'card', className, children }: FactCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.block, className)} data-look={look} aria-labelledby={id}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

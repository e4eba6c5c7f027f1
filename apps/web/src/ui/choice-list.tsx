// A group of radios or checkboxes with its question (SPEC §2): a fieldset whose legend names the group for
// screen readers; `cards` frames each option (with its hint) as a tappable card, `inline` lines short ones up.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './choice.module.css';
import { cx } from './class-names';

export interface ChoiceListProps extends ComponentPropsWithRef<'fieldset'> {
  legend: ReactNode;
  layout?: 'cards' | 'inline';
}

export function ChoiceList({ legend, layout = 'cards', className, children, ...rest }: ChoiceListProps) {
  return (
    <fieldset {...rest} className={cx(styles.list, className)} data-layout={layout}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

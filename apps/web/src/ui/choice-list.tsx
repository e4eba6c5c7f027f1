// A group of radios or checkboxes with its question (docs/product.md "Widgets"): a fieldset whose legend names the group for
// screen readers; `cards` frames each option (with its hint) as a tappable card, `inline` lines short ones up.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './choice.module.css';
import { cx } from './class-names';
import { Radio } from './radio';

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

export interface RadioChoice<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioChoicesProps<V extends string> extends Omit<ChoiceListProps, 'children' | 'onChange'> {
  /** The radios' group name. */
  name: string;
  choices: readonly RadioChoice<V>[];
  chosen: V | undefined;
  onChoose: (value: V) => void;
}

/** One choice among a few, as radios under the group's question. */
export function RadioChoices<V extends string>({
  name,
  choices,
  chosen,
  onChoose,
  ...list
}: RadioChoicesProps<V>) {
  return (
    <ChoiceList {...list}>
      {choices.map(({ value, label, hint }) => (
        <Radio
          key={value}
          name={name}
          value={value}
          checked={chosen === value}
          onChange={() => onChoose(value)}
          label={label}
          hint={hint}
        />
      ))}
    </ChoiceList>
  );
}

// Collapsible section (docs/product.md "Widgets"): open by default or not, a toggle that can be disabled, content that can be blurred.
import { useId, useState, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './dropdown.module.css';
import { Icon } from './icon';

export interface DropdownProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** The section stays as it is: the toggle does nothing. */
  disabled?: boolean;
  /** Content shown blurred (a teaser of what is not available yet). */
  blurred?: boolean;
  /** Level of the heading around the toggle, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

export function Dropdown({
  title,
  children,
  defaultOpen = false,
  disabled = false,
  blurred = false,
  headingLevel = 3,
  className,
}: DropdownProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const Heading = `h${headingLevel}` as const;

  return (
    <section className={cx(styles.dropdown, className)} data-open={open || undefined}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={`${id}-toggle`}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-content`}
          // aria-disabled rather than disabled: it stays focusable, so its state can still be read
          aria-disabled={disabled || undefined}
          onClick={() => {
            if (!disabled) setOpen((was) => !was);
          }}
        >
          <span className={styles.title}>{title}</span>
          <Icon name="chevron-down" size={20} className={styles.chevron} />
        </button>
      </Heading>
      <div id={`${id}-content`} className={styles.content} hidden={!open} data-blurred={blurred || undefined}>
        {children}
      </div>
    </section>
  );
}

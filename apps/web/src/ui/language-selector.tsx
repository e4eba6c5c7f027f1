// Language selector (docs/product.md "Widgets"): flag and name on a button, a list that closes on an outside click.
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from '../i18n/react';
import { cx } from './class-names';
import { Icon } from './icon';
import { languageFlag } from './language-flag';
import styles from './language-selector.module.css';

export interface LanguageOption {
  /** e.g. "fr" */
  ISOCode: string;
  /** In the language itself, e.g. "français". */
  name: string;
}

export interface LanguageSelectorProps {
  options: LanguageOption[];
  value: string;
  onChange: (ISOCode: string) => void;
  /** Side of the button the list lines up with. */
  align?: 'left' | 'right' | 'center';
  label?: string;
  className?: string;
}

/** Closes an open list when a pointer goes down outside its root. */
function useCloseOnOutsidePointer(open: boolean, root: RefObject<HTMLElement | null>, close: () => void) {
  const onOutside = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, root]);
}

/** The list's state: open or not, the option with focus, choosing one, and the keys of the button and the options. */
function useLanguageList(options: LanguageOption[], value: string, onChange: (ISOCode: string) => void) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<(HTMLDivElement | null)[]>([]);
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  // "fr-FR" from the browser still selects "fr"
  const selectedIndex = options.findIndex(
    (option) => option.ISOCode === value || option.ISOCode === value.split('-')[0],
  );
  const current = options[selectedIndex];

  const openList = (index: number) => {
    setFocusIndex(Math.max(0, index));
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (option: LanguageOption) => {
    close(true);
    if (option.ISOCode !== current?.ISOCode) onChange(option.ISOCode);
  };

  useEffect(() => {
    if (open) optionRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);
  useCloseOnOutsidePointer(open, rootRef, () => setOpen(false));

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList(event.key === 'ArrowDown' ? selectedIndex : options.length - 1);
    }
  };

  const onOptionKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, index + 1),
      ArrowUp: Math.max(0, index - 1),
      Home: 0,
      End: last,
    };
    const option = options[index];
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key] ?? index);
    } else if ((event.key === 'Enter' || event.key === ' ') && option) {
      event.preventDefault();
      choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // back on the button first, so that Tab goes on from there once the list is gone
      close(true);
    }
  };

  const toggle = () => (open ? close(false) : openList(selectedIndex));
  const refs = { rootRef, buttonRef, optionRefs };
  return { open, selectedIndex, current, toggle, choose, onButtonKeyDown, onOptionKeyDown, refs };
}

export function LanguageSelector({
  options,
  value,
  onChange,
  align = 'left',
  label,
  className,
}: LanguageSelectorProps) {
  const { t } = useTranslation();
  const listId = useId();
  const list = useLanguageList(options, value, onChange);
  const { open, selectedIndex, current, choose, onOptionKeyDown } = list;
  const { rootRef, buttonRef, optionRefs } = list.refs;
  const name = label ?? t('ui.languageSelector.label');

  return (
    <div ref={rootRef} className={cx(styles.root, className)} data-align={align}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={list.toggle}
        onKeyDown={list.onButtonKeyDown}
      >
        <span className="visually-hidden">{name}:</span>{' '}
        <span className={styles.flag} aria-hidden="true">
          {current ? languageFlag(current.ISOCode) : languageFlag('')}
        </span>
        <span lang={current?.ISOCode}>{current?.name ?? value}</span>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      {open && (
        <div id={listId} role="listbox" aria-label={name} className={styles.list}>
          {options.map((option, index) => (
            <div
              key={option.ISOCode}
              ref={(element) => {
                optionRefs.current[index] = element;
              }}
              role="option"
              aria-selected={index === selectedIndex}
              tabIndex={-1}
              className={styles.option}
              onClick={() => choose(option)}
              onKeyDown={(event) => onOptionKeyDown(event, index)}
            >
              <span className={styles.flag} aria-hidden="true">
                {languageFlag(option.ISOCode)}
              </span>
              <span lang={option.ISOCode}>{option.name}</span>
              {index === selectedIndex && <Icon name="check" size={16} className={styles.check} />}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

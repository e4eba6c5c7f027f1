// Country prefix picker (docs/product.md "Widgets"): search by name, flag + name + first calling code, selected one highlighted.
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/react';
import {
  DEFAULT_COUNTRY,
  listCountries,
  searchCountries,
  toSelectedCountry,
  type SelectedCountry,
} from './countries';
import styles from './country-picker.module.css';
import { Icon } from './icon';
import { Modal } from './modal';

export interface CountryPickerProps {
  /** Alpha-2 code of the highlighted country. */
  selected?: string;
  onSelect: (country: SelectedCountry) => void;
}

/** Where a key moves focus from the country at `from` (-1: the search box): down, up (to the box), first, last. */
function focusTarget(key: string, from: number, all: HTMLElement[], search: () => HTMLElement | null) {
  if (key === 'ArrowDown') return all[from + 1];
  if (key === 'ArrowUp') return from > 0 ? all[from - 1] : search();
  if (key === 'Home') return all[0];
  if (key === 'End') return all.at(-1);
  return undefined;
}

export function CountryPicker({ selected = DEFAULT_COUNTRY, onSelect }: CountryPickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const searchId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  // typing stays instant while the long list re-renders at a lower priority
  const deferredQuery = useDeferredValue(query);
  const countries = useMemo(() => listCountries(language), [language]);
  const visible = useMemo(
    () => searchCountries(countries, deferredQuery, language),
    [countries, deferredQuery, language],
  );

  useEffect(() => {
    // the highlighted country is far down the list for most people: bring it into view once
    listRef.current?.querySelector('[aria-current="true"]')?.scrollIntoView?.({ block: 'center' });
  }, []);

  const moveFocus = (event: KeyboardEvent<HTMLElement>, from: number) => {
    const all = Array.from(listRef.current?.querySelectorAll('button') ?? []);
    const target = focusTarget(event.key, from, all, () => document.getElementById(searchId));
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div className={styles.picker}>
      <div className={styles.search}>
        <Icon name="search" className={styles.searchIcon} />
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') moveFocus(event, -1);
          }}
          placeholder={t('ui.countryPicker.search')}
          aria-label={t('ui.countryPicker.search')}
          autoComplete="off"
          enterKeyHint="search"
          data-autofocus=""
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {deferredQuery.trim() !== '' && t('ui.countryPicker.results', { count: visible.length })}
      </p>
      {visible.length === 0 ? (
        <p className={styles.empty}>{t('ui.countryPicker.empty')}</p>
      ) : (
        <ul ref={listRef} className={styles.list}>
          {visible.map((country, index) => (
            <li key={country.alpha2}>
              <button
                type="button"
                className={styles.country}
                aria-current={country.alpha2 === selected ? 'true' : undefined}
                onClick={() => onSelect(toSelectedCountry(country))}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span className={styles.flag} aria-hidden="true">
                  {country.emoji}
                </span>
                <span className={styles.name}>{country.name}</span>{' '}
                <span className={styles.code}>{country.countryCallingCodes[0]}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface CountryPickerModalProps extends CountryPickerProps {
  open: boolean;
  onClose: () => void;
}

/** The picker in a bottom sheet: choosing a country reports it and closes the sheet. */
export function CountryPickerModal({ open, onClose, selected, onSelect }: CountryPickerModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} position="bottom" height="85dvh" title={t('ui.countryPicker.title')}>
      <CountryPicker
        selected={selected}
        onSelect={(country) => {
          onSelect(country);
          onClose();
        }}
      />
    </Modal>
  );
}

// Phone number input with its country prefix picker (docs/product.md "Widgets", "Validation rules"): emits E.164 numbers only.
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from '../i18n/react';
import { cx } from './class-names';
import {
  DEFAULT_COUNTRY,
  examplePhone,
  findCountry,
  isListedCountry,
  type SelectedCountry,
} from './countries';
import { CountryPickerModal } from './country-picker';
import { describedBy } from './describe-ids';
import { FieldFrame, FieldNotes, useField, validateOnEnter } from './field-frame';
import fieldStyles from './field.module.css';
import { Icon } from './icon';
import styles from './phone-input.module.css';
import { loadPhoneLib, usePhoneLib, type PhoneLib } from './phone-lib';
import { countDigits, keepPhoneCharacters } from './phone-text';

/** What a form asks of the field when it is sent. */
export interface PhoneInputHandle {
  /**
   * The number typed, in E.164 form (undefined: not a valid number), once the phone rules are there: a number
   * typed or pasted before they loaded is read now, rather than after the form was sent.
   */
  settle(): Promise<string | undefined>;
}

export interface PhoneInputProps {
  /** "Phone number" by default. */
  label?: string;
  /** The number in E.164 form ("+33612345678"). */
  value?: string;
  /**
   * An E.164 number once what is typed is a valid number; undefined when the input is emptied,
   * when another country is chosen, or when an emitted number is edited into an incomplete one
   * (so the parent never keeps a number the user no longer sees). Nothing while typing otherwise.
   */
  onChange: (value: string | undefined) => void;
  /** Enter pressed in the number. */
  onValidate?: () => void;
  /** Alpha-2 code selected at first (FR when absent or unknown). */
  initialCountry?: string;
  invalid?: boolean;
  hint?: string;
  error?: string;
  onCountryChange?: (country: SelectedCountry) => void;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  /** The browser's autofill also offers this site's passkeys in the field (the sign-in screen). */
  offersPasskeys?: boolean;
  /** The form's handle on the field (settle() before sending). */
  handleRef?: Ref<PhoneInputHandle>;
}

function startingCountry(initialCountry: string | undefined): string {
  return isListedCountry(initialCountry) ? initialCountry : DEFAULT_COUNTRY;
}

interface PhoneTextOptions {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  initialCountry: string | undefined;
  onCountryChange: ((country: SelectedCountry) => void) | undefined;
  handleRef: Ref<PhoneInputHandle> | undefined;
}

/**
 * The country and the number as typed, kept in step with the parent's E.164 value: what the parent is told
 * as the user types or picks another country, and what settle() answers before a form is sent.
 */
/** The country and the number as typed, following the parent's value when it says something else. */
function usePhoneState(
  value: string | undefined,
  initialCountry: string | undefined,
  lib: PhoneLib | undefined,
) {
  const [country, setCountry] = useState(() => {
    const start = startingCountry(initialCountry);
    return (value && lib?.splitPhone(value, start)?.country) || start;
  });
  const [text, setText] = useState(() => (value && lib?.splitPhone(value, country)?.text) || '');
  const [seenValue, setSeenValue] = useState(value);
  const [seenInitialCountry, setSeenInitialCountry] = useState(initialCountry);
  const [seenLib, setSeenLib] = useState(lib);

  // The parent changed the number (a reset, a stored number): show it, unless it is what is typed.
  if (value !== seenValue) {
    setSeenValue(value);
    if (lib && value !== lib.normalisePhone(text, country)) {
      const shown = value ? lib.splitPhone(value, country) : undefined;
      setText(shown?.text ?? '');
      if (shown) setCountry(shown.country);
    }
  }
  // The rules just arrived: show the parent's number if nothing is typed yet.
  if (lib !== seenLib) {
    setSeenLib(lib);
    const shown = lib && value && text === '' ? lib.splitPhone(value, country) : undefined;
    if (shown) {
      setText(shown.text);
      setCountry(shown.country);
    }
  }
  // A new initial country (e.g. from the brand's settings) applies until the user starts typing.
  if (initialCountry !== seenInitialCountry) {
    setSeenInitialCountry(initialCountry);
    if (text === '' && isListedCountry(initialCountry)) setCountry(initialCountry);
  }
  return { country, setCountry, text, setText };
}

/**
 * The country and the number as typed, kept in step with the parent's E.164 value: what the parent is told
 * as the user types or picks another country, and what settle() answers before a form is sent.
 */
function usePhoneText({ value, onChange, initialCountry, onCountryChange, handleRef }: PhoneTextOptions) {
  // the phone rules load on the field's first use, or at once when there is a number to show
  const lib = usePhoneLib(Boolean(value));
  const { country, setCountry, text, setText } = usePhoneState(value, initialCountry, lib);
  // typed before the rules were there: read once they are
  const typedEarly = useRef(false);

  useEffect(() => {
    if (!lib || !typedEarly.current) return;
    typedEarly.current = false;
    const typed = lib.normalisePhone(text, country);
    if (typed !== undefined) onChange(typed);
  }, [lib, text, country, onChange]);

  useImperativeHandle(
    handleRef,
    () => ({
      async settle() {
        const rules = lib ?? (await loadPhoneLib());
        const typed = rules.normalisePhone(text, country);
        if (typedEarly.current) {
          // the effect above would tell the parent a moment later: tell it now, once
          typedEarly.current = false;
          if (typed !== undefined) onChange(typed);
        }
        return typed;
      },
    }),
    [lib, text, country, onChange],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = keepPhoneCharacters(event.target.value);
    if (!lib) {
      typedEarly.current = true;
      setText(raw);
      void loadPhoneLib();
      return;
    }
    // formatting moves the caret, so only while typing at the end, and never while deleting
    // (deleting a space or a bracket would otherwise be put straight back)
    const typingAtEnd = event.target.selectionStart === event.target.value.length;
    const next =
      typingAtEnd && countDigits(raw) > countDigits(text) ? lib.formatAsYouType(raw, country) : raw;
    const before = lib.normalisePhone(text, country);
    const after = lib.normalisePhone(next, country);
    setText(next);
    if (next.trim() === '') {
      if (text.trim() !== '') onChange(undefined);
    } else if (after !== undefined) {
      if (after !== before) onChange(after);
    } else if (before !== undefined) {
      onChange(undefined);
    }
  };

  const chooseCountry = (chosen: SelectedCountry) => {
    if (chosen.alpha2 === country) return;
    // a number typed for one country means something else in another: start over
    setCountry(chosen.alpha2);
    setText('');
    onChange(undefined);
    onCountryChange?.(chosen);
  };

  return { country, text, handleChange, chooseCountry };
}

export function PhoneInput({
  label,
  value,
  onChange,
  onValidate,
  initialCountry,
  invalid = false,
  hint,
  error,
  onCountryChange,
  disabled = false,
  id,
  name,
  className,
  offersPasskeys = false,
  handleRef,
}: PhoneInputProps) {
  const { t, i18n } = useTranslation();
  const field = useField(id, { hint, error, invalid });
  const phone = usePhoneText({ value, onChange, initialCountry, onCountryChange, handleRef });
  const { country } = phone;
  const [pickerOpen, setPickerOpen] = useState(false);
  const selected = useMemo(() => findCountry(country, i18n.language), [country, i18n.language]);
  const callingCode = selected?.countryCallingCodes[0] ?? '';
  const placeholder = useMemo(() => examplePhone(country), [country]);

  return (
    <FieldFrame fieldId={field.fieldId} label={label ?? t('ui.phone.label')} className={className}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.country}
          onClick={() => setPickerOpen(true)}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-expanded={pickerOpen}
          aria-label={t('ui.phone.country', { country: selected?.name ?? country, code: callingCode })}
          data-invalid={field.isInvalid || undefined}
        >
          <span className={styles.flag} aria-hidden="true">
            {selected?.emoji}
          </span>
          <span>{callingCode}</span>
          <Icon name="chevron-down" size={16} />
        </button>
        <input
          id={field.fieldId}
          name={name}
          className={cx(fieldStyles.control, styles.number)}
          // a text field with the phone keypad: the national number (the country is picked beside it) is the
          // autofill token `tel-national`, which HTML allows on a text field and not on type="tel" (only `tel` there)
          type="text"
          inputMode="tel"
          spellCheck={false}
          autoComplete={offersPasskeys ? 'tel-national webauthn' : 'tel-national'}
          value={phone.text}
          placeholder={placeholder}
          onChange={phone.handleChange}
          onFocus={() => void loadPhoneLib()}
          onPointerDown={() => void loadPhoneLib()}
          onKeyDown={(event) => validateOnEnter(event, onValidate)}
          disabled={disabled}
          aria-invalid={field.isInvalid || undefined}
          aria-describedby={describedBy(...field.noteIds)}
        />
      </div>
      <FieldNotes hint={hint} error={error} hintId={field.hintId} errorId={field.errorId} />
      <CountryPickerModal
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        selected={country}
        onSelect={phone.chooseCountry}
      />
    </FieldFrame>
  );
}

// PIN / one-time-code entry (docs/product.md "Validation rules"): a box per digit, focus that follows typing, whole-code paste and SMS autofill.
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from '../i18n/react';
import { cx } from './class-names';
import { isComplete, isDigit, readWholeCode, toBoxes } from './pin-code';
import styles from './pin-input.module.css';
import { useWebOtp } from './web-otp';

export const DEFAULT_PIN_LENGTH = 4;

export interface PinInputProps {
  length?: number;
  /** The digits entered so far; leave out for an uncontrolled entry. */
  value?: string;
  onChange?: (code: string) => void;
  /** Every box holds a digit. */
  onComplete?: (code: string) => void;
  /** Shows dots instead of digits. */
  masked?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  label?: string;
  hideLabel?: boolean;
  disabled?: boolean;
  /** Asks Android Chrome for the code of the incoming SMS (WebOTP). */
  webOtp?: boolean;
  className?: string;
}

interface PinBoxesOptions {
  length: number;
  value: string | undefined;
  onChange: ((code: string) => void) | undefined;
  onComplete: ((code: string) => void) | undefined;
}

/** The boxes' digits, following the parent's value, and the moves that change them and focus a box. */
function usePinBoxes({ length, value, onChange, onComplete }: PinBoxesOptions) {
  const [boxes, setBoxes] = useState(() => toBoxes(value ?? '', length));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  // Follow the parent whenever it says something other than the boxes (a reset after a wrong code,
  // a new length). Emptied middle boxes are not a difference: the value simply skips them.
  if (boxes.length !== length) {
    setBoxes(toBoxes(value ?? boxes.join(''), length));
  } else if (value !== undefined && toBoxes(value, length).join('') !== boxes.join('')) {
    setBoxes(toBoxes(value, length));
  }

  const focusBox = (index: number) => {
    inputs.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  };

  const commit = (next: string[], focusIndex?: number) => {
    setBoxes(next);
    const code = next.join('');
    onChange?.(code);
    if (isComplete(next)) onComplete?.(code);
    if (focusIndex !== undefined) focusBox(focusIndex);
  };

  const acceptWholeCode = (text: string): boolean => {
    const code = readWholeCode(text, length);
    if (code === undefined) return false;
    commit([...code], length - 1);
    return true;
  };

  const setDigit = (index: number, digit: string, focusIndex: number) => {
    const next = [...boxes];
    next[index] = digit;
    commit(next, focusIndex);
  };

  return { boxes, inputs, focusBox, acceptWholeCode, setDigit };
}

type PinBoxes = ReturnType<typeof usePinBoxes>;

/** What typing, deleting, the arrow keys and pasting do in a box. */
function pinBoxHandlers({ boxes, focusBox, acceptWholeCode, setDigit }: PinBoxes, length: number) {
  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const previous = boxes[index] ?? '';
    // some mobile keyboards delete without a Backspace key event: same rule as Backspace
    if (raw === '') {
      if (previous !== '') setDigit(index, '', index - 1);
      return;
    }
    // typing into a filled box adds beside the old digit: the new character is the other one
    const typed =
      previous !== '' && raw.length === 2 && raw.includes(previous) ? raw.replace(previous, '') : raw;
    if (typed.length === 1) {
      if (isDigit(typed)) setDigit(index, typed, index + 1);
      return;
    }
    // several characters at once: a code inserted by the keyboard's suggestion, or pasted
    if (!acceptWholeCode(raw) && previous !== '') acceptWholeCode(raw.replace(previous, ''));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const current = boxes[index] ?? '';
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (current !== '') setDigit(index, '', index - 1);
      else if (index > 0) setDigit(index - 1, '', index - 1);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      if (current !== '') setDigit(index, '', index);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(event.key === 'ArrowLeft' ? index - 1 : index + 1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusBox(event.key === 'Home' ? 0 : length - 1);
    } else if (event.key === current && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // retyping the same digit changes nothing, so no change event would move focus on
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    acceptWholeCode(event.clipboardData.getData('text'));
  };

  return { handleChange, handleKeyDown, handlePaste };
}

/** The first empty box takes focus on autoFocus, and the first box when the parent empties them all while typed in. */
function usePinFocus(
  { boxes, focusBox }: PinBoxes,
  autoFocus: boolean,
  fieldset: RefObject<HTMLFieldSetElement | null>,
) {
  const focusFirstEmpty = useEffectEvent(() => {
    const empty = boxes.indexOf('');
    focusBox(empty === -1 ? 0 : empty);
  });
  useEffect(() => {
    if (autoFocus) focusFirstEmpty();
  }, [autoFocus]);

  const restartIfEmptied = useEffectEvent(() => {
    if (boxes.every((digit) => digit === '') && fieldset.current?.contains(document.activeElement)) {
      focusBox(0);
    }
  });
  useEffect(() => restartIfEmptied(), [boxes]);
}

/** The hidden field the browser's one-time-code autofill writes into. */
function useAutofill({ acceptWholeCode }: PinBoxes, length: number) {
  const [autofill, setAutofill] = useState('');
  const handleAutofill = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (acceptWholeCode(text)) setAutofill('');
    // as long as a code and still not one: start over rather than grow forever
    else setAutofill(text.replace(/\s/g, '').length >= length ? '' : text);
  };
  return { autofill, handleAutofill };
}

export function PinInput({
  length = DEFAULT_PIN_LENGTH,
  value,
  onChange,
  onComplete,
  masked = false,
  invalid = false,
  autoFocus = false,
  label,
  hideLabel = false,
  disabled = false,
  webOtp = true,
  className,
}: PinInputProps) {
  const { t } = useTranslation();
  const pin = usePinBoxes({ length, value, onChange, onComplete });
  const { boxes, inputs } = pin;
  const { handleChange, handleKeyDown, handlePaste } = pinBoxHandlers(pin, length);
  const { autofill, handleAutofill } = useAutofill(pin, length);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  useWebOtp(webOtp && !disabled, (code) => {
    pin.acceptWholeCode(code);
  });
  usePinFocus(pin, autoFocus, fieldsetRef);

  return (
    <fieldset
      ref={fieldsetRef}
      className={cx(styles.pin, className)}
      disabled={disabled}
      style={{ '--pin-length': length } as CSSProperties}
    >
      <legend className={hideLabel ? 'visually-hidden' : styles.legend}>{label ?? t('ui.pin.label')}</legend>
      {/* Target of the browser's one-time-code autofill; people use the boxes. */}
      <input
        className="visually-hidden"
        aria-hidden="true"
        tabIndex={-1}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={autofill}
        onChange={handleAutofill}
      />
      <div className={styles.boxes}>
        {boxes.map((digit, index) => (
          <input
            // positions never move, so the index is the identity of a box
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={styles.box}
            type={masked ? 'password' : 'text'}
            inputMode="numeric"
            pattern="[0-9]*"
            // iOS offers the SMS code in the keyboard of a one-time-code field; the first box gets it
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('ui.pin.digit', { index: index + 1, length })}
            aria-invalid={invalid || undefined}
            value={digit}
            onChange={(event) => handleChange(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={handlePaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}

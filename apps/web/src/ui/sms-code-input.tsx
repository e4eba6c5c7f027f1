// The code received by SMS, typed in one pin input: the code is the step's only task, so the keyboard is up at
// once and the label is for screen readers only; typing again after a refusal clears it.
import { PinInput } from './pin-input';

export interface SmsCodeInputProps {
  length: number;
  code: string;
  onCodeChange: (code: string) => void;
  /** The user types again (not a clearing): the last refusal no longer stands. */
  onRetype: () => void;
  onComplete: (code: string) => void;
  label: string;
  invalid: boolean;
  disabled: boolean;
}

export function SmsCodeInput({ code, onCodeChange, onRetype, ...rest }: SmsCodeInputProps) {
  return (
    <PinInput
      {...rest}
      value={code}
      hideLabel
      // the keyboard should be up at once: the SMS is on its way
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      onChange={(next) => {
        onCodeChange(next);
        if (next !== '') onRetype();
      }}
    />
  );
}

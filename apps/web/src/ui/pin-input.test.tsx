// Tests of the PIN entry rules in docs/product.md "Validation rules", as a user types, deletes, pastes or gets the code autofilled.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { PinInput, type PinInputProps } from './pin-input';

function Controlled(
  props: Omit<PinInputProps, 'value' | 'onChange'> & { onChange?: (code: string) => void },
) {
  const [value, setValue] = useState('');
  return (
    <>
      <PinInput
        {...props}
        value={value}
        onChange={(code) => {
          setValue(code);
          props.onChange?.(code);
        }}
      />
      <output>{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const box = (index: number, length = 4) => screen.getByLabelText(`Digit ${index} of ${length}`);
const values = (length = 4) =>
  Array.from({ length }, (_, i) => (box(i + 1, length) as HTMLInputElement).value);
/** Clicks the `index`th box (of 4) and types `keys` there. */
async function typeIn(index: number, keys: string) {
  await userEvent.click(box(index));
  await userEvent.keyboard(keys);
}
const autofillInput = () =>
  document.querySelector<HTMLInputElement>('input[aria-hidden="true"][autocomplete="one-time-code"]')!;

describe('PinInput', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has 4 labelled boxes by default, or the length asked for', () => {
    const { rerender } = render(<PinInput />);
    expect(screen.getAllByLabelText(/^Digit \d of 4$/)).toHaveLength(4);
    rerender(<PinInput length={6} />);
    expect(screen.getAllByLabelText(/^Digit \d of 6$/)).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
  });

  it('moves to the next box on each digit and fires completed with the code when all are filled', async () => {
    const onComplete = vi.fn();
    render(<Controlled label="SMS code" onComplete={onComplete} />);
    expect(screen.getByRole('group', { name: 'SMS code' })).toBeInTheDocument();
    await typeIn(1, '1');
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('23');
    expect(box(4)).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('4');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
    expect(screen.getByRole('status')).toHaveTextContent('1234');
  });

  it('ignores anything that is not a digit 0-9', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await typeIn(1, 'a- .');
    expect(values()).toEqual(['', '', '', '']);
    expect(box(1)).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  // digits typed from the first box, then a key pressed in a filled box: the boxes' values and the focused one after
  it.each([
    ['replaces the digit of a filled box when typing over it', '12', 1, '7', ['7', '2', '', ''], 2],
    ['moves focus back when Backspace deletes a digit', '123', 3, '{Backspace}', ['1', '2', '', ''], 2],
  ])('%s', async (_what, digits, back, key, expected, focused) => {
    render(<Controlled />);
    await typeIn(1, digits);
    await typeIn(back, key);
    expect(values()).toEqual(expected);
    expect(box(focused)).toHaveFocus();
  });

  it('clears the previous box and focuses it on Backspace in an empty box', async () => {
    render(<Controlled />);
    await typeIn(1, '12');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '']);
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(values()).toEqual(['', '', '', '']);
    expect(box(1)).toHaveFocus();
  });

  it('treats a deletion without a Backspace key event (mobile keyboards) the same way', () => {
    render(<Controlled />);
    fireEvent.change(box(1), { target: { value: '5' } });
    fireEvent.change(box(2), { target: { value: '6' } });
    fireEvent.change(box(2), { target: { value: '' } });
    expect(values()).toEqual(['5', '', '', '']);
    expect(box(1)).toHaveFocus();
  });

  it('accepts a pasted code of exactly the code length and fires completed', async () => {
    const onComplete = vi.fn();
    render(<Controlled length={6} onComplete={onComplete} />);
    await userEvent.click(box(1, 6));
    await userEvent.paste('482913');
    expect(values(6)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
  });

  it('ignores a pasted code of another length, or with other characters', async () => {
    const onChange = vi.fn();
    render(<Controlled length={6} onChange={onChange} />);
    await userEvent.click(box(1, 6));
    await userEvent.paste('48291');
    await userEvent.paste('4829137');
    await userEvent.paste('48a913');
    await userEvent.paste('7');
    expect(values(6)).toEqual(['', '', '', '', '', '']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('fills every box from the hidden one-time-code input once it holds the whole code', () => {
    const onComplete = vi.fn();
    render(<Controlled length={6} onComplete={onComplete} />);
    const hidden = autofillInput();
    expect(hidden).toHaveAttribute('inputmode', 'numeric');
    expect(hidden).toHaveAttribute('tabindex', '-1');
    fireEvent.change(hidden, { target: { value: '123' } });
    expect(onComplete).not.toHaveBeenCalled();
    expect(values(6)).toEqual(['', '', '', '', '', '']);
    fireEvent.change(hidden, { target: { value: '123456' } });
    expect(values(6)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('accepts a code that the keyboard suggestion inserts into a box at once', () => {
    const onComplete = vi.fn();
    render(<Controlled onComplete={onComplete} />);
    fireEvent.change(box(1), { target: { value: '9876' } });
    expect(values()).toEqual(['9', '8', '7', '6']);
    expect(onComplete).toHaveBeenCalledWith('9876');
  });

  it('takes the code that WebOTP reads from the SMS', async () => {
    const get = vi.fn().mockResolvedValue({ code: '246810' });
    vi.stubGlobal('OTPCredential', vi.fn());
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    const onComplete = vi.fn();
    render(<Controlled length={6} onComplete={onComplete} />);
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('246810'));
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
  });

  it('masks the digits when asked', () => {
    render(<PinInput masked />);
    expect(box(1)).toHaveAttribute('type', 'password');
  });

  it('puts every box in the error style when flagged invalid', () => {
    const { rerender } = render(<PinInput />);
    expect(box(1)).not.toHaveAttribute('aria-invalid');
    rerender(<PinInput invalid />);
    for (let i = 1; i <= 4; i++) expect(box(i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('focuses the first box on mount when asked', () => {
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the prop under test: the code screen opens to type the code
    render(<PinInput autoFocus />);
    expect(box(1)).toHaveFocus();
  });

  it('follows the parent when it resets the code', async () => {
    render(<Controlled />);
    await typeIn(1, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(values()).toEqual(['', '', '', '']);
  });

  it('starts again from the first box when the parent clears a wrong code', async () => {
    function ClearsWrongCode() {
      const [value, setValue] = useState('');
      return <PinInput value={value} onChange={setValue} onComplete={() => setValue('')} />;
    }
    render(<ClearsWrongCode />);
    await typeIn(1, '1234');
    expect(values()).toEqual(['', '', '', '']);
    expect(box(1)).toHaveFocus();
  });

  it('moves between boxes with the arrow keys', async () => {
    render(<Controlled />);
    await typeIn(2, '{ArrowRight}');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
  });

  it('labels the boxes in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<PinInput length={6} />);
    expect(screen.getByLabelText('Chiffre 1 sur 6')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Code de vérification' })).toBeInTheDocument();
  });
});

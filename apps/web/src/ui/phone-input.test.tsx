// Tests of the phone input rules in docs/product.md "Validation rules": normalisation with the country, what it emits, country choice.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { PhoneInput, type PhoneInputHandle, type PhoneInputProps } from './phone-input';
import { forgetPhoneLibForTests, loadPhoneLib } from './phone-lib';

type Props = Partial<PhoneInputProps>;

function Controlled({ onChange, ...props }: Props) {
  const [value, setValue] = useState<string | undefined>(props.value);
  return (
    <>
      <PhoneInput
        label="Phone number"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output>{value ?? 'none'}</output>
      <button type="button" onClick={() => setValue(undefined)}>
        Reset
      </button>
    </>
  );
}

const numberInput = () => screen.getByRole('textbox', { name: 'Phone number' });
const countryButton = () => screen.getByRole('button', { name: /^Country code/ });

/** Renders the field, types `text` into the number, and gives the spy of what the field emitted. */
async function typeNumber(text: string, props: Props = {}) {
  const onChange = vi.fn();
  render(<Controlled {...props} onChange={onChange} />);
  await userEvent.type(numberInput(), text);
  return onChange;
}

async function chooseCountry(search: string, name: RegExp) {
  await userEvent.click(countryButton());
  const sheet = screen.getByRole('dialog');
  await userEvent.type(within(sheet).getByRole('searchbox'), search);
  await userEvent.click(within(sheet).getByRole('button', { name }));
}

describe('PhoneInput', () => {
  it('is a labelled national phone field, with France selected by default', () => {
    render(<Controlled />);
    const input = numberInput();
    // `tel-national` is a text field's autofill token (html-validate's valid-autocomplete): the keypad stays a phone's
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(countryButton()).toHaveAccessibleName('Country code: France +33');
    expect(countryButton()).toHaveTextContent('🇫🇷+33');
  });

  it('normalises a French number typed with the selected country, formatting it as typed', async () => {
    const onChange = await typeNumber('061234567');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(numberInput(), '8');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('+33612345678');
    expect(numberInput()).toHaveValue('06 12 34 56 78');
  });

  it.each([
    ['accepts a number typed with spaces too', '06 12 34 56 78', '+33612345678'],
    ['reads a full international number whatever the selected country', '+447911123456', '+447911123456'],
  ])('%s', async (_what, typed, emitted) => {
    expect(await typeNumber(typed)).toHaveBeenLastCalledWith(emitted);
  });

  it('emits nothing while the number cannot be read yet, and ignores letters', async () => {
    const onChange = await typeNumber('06ab12');
    expect(numberInput()).toHaveValue('06 12');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emits undefined when the input is emptied', async () => {
    const onChange = await typeNumber('0612');
    await userEvent.clear(numberInput());
    expect(onChange).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('takes back an emitted number when it is edited into an incomplete one', async () => {
    const onChange = await typeNumber('0612345678');
    await userEvent.type(numberInput(), '{Backspace}');
    expect(onChange.mock.calls).toEqual([['+33612345678'], [undefined]]);
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('clears the number, emits undefined and reports the country when another country is chosen', async () => {
    const onCountryChange = vi.fn();
    const onChange = await typeNumber('0612345678', { onCountryChange });
    onChange.mockClear();
    await chooseCountry('united k', /United Kingdom/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(numberInput()).toHaveValue('');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(undefined);
    expect(onCountryChange).toHaveBeenCalledExactlyOnceWith({
      countryCallingCode: '+44',
      alpha2: 'GB',
      emoji: '🇬🇧',
    });
    expect(countryButton()).toHaveTextContent('🇬🇧+44');
    await userEvent.type(numberInput(), '07911 123456');
    expect(onChange).toHaveBeenLastCalledWith('+447911123456');
  });

  it('keeps the number when the same country is chosen again', async () => {
    const onCountryChange = vi.fn();
    await typeNumber('0612', { onCountryChange });
    await chooseCountry('france', /France/);
    expect(numberInput()).toHaveValue('06 12');
    expect(onCountryChange).not.toHaveBeenCalled();
  });

  it('validates on Enter without submitting a surrounding form', async () => {
    const onValidate = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PhoneInput label="Phone number" onChange={vi.fn()} onValidate={onValidate} />
      </form>,
    );
    await userEvent.type(numberInput(), '0612345678{Enter}');
    expect(onValidate).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies the initial country, falling back to France for an unknown one', () => {
    const { unmount } = render(<Controlled initialCountry="GB" />);
    expect(countryButton()).toHaveTextContent('🇬🇧+44');
    unmount();
    render(<Controlled initialCountry="XK" />);
    expect(countryButton()).toHaveTextContent('🇫🇷+33');
  });

  it('applies an initial country that arrives later, while nothing is typed', () => {
    const { rerender } = render(<PhoneInput label="Phone number" onChange={vi.fn()} />);
    rerender(<PhoneInput label="Phone number" onChange={vi.fn()} initialCountry="BE" />);
    expect(countryButton()).toHaveTextContent('🇧🇪+32');
  });

  it('shows a given value in national form with its country, and follows a reset', async () => {
    render(<Controlled value="+32470123456" />);
    expect(countryButton()).toHaveTextContent('🇧🇪+32');
    expect(numberInput()).toHaveValue('0470 12 34 56');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(numberInput()).toHaveValue('');
  });

  it('is flagged invalid when asked', () => {
    render(<Controlled invalid />);
    expect(numberInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('suggests an example number of the country as placeholder', () => {
    render(<Controlled />);
    expect(numberInput()).toHaveAttribute('placeholder', '06 12 34 56 78');
  });

  it('speaks French, with a default label', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<PhoneInput onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Indicatif pays : France +33' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Numéro de téléphone' })).toBeInTheDocument();
  });
});

describe('PhoneInput before the phone rules have loaded', () => {
  it('shows the country and example at once, and emits a number typed meanwhile once they arrive', async () => {
    forgetPhoneLibForTests();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(countryButton()).toHaveTextContent('+33');
    expect(numberInput()).toHaveAttribute('placeholder', '06 12 34 56 78');
    fireEvent.change(numberInput(), { target: { value: '0612345678' } });
    expect(numberInput()).toHaveValue('0612345678');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('+33612345678'));
    // the parent's new value renders after the call: wait for it, not for the next microtask
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('+33612345678'));
    await loadPhoneLib();
  });

  it('settles a number typed meanwhile when the form is sent at once (a tap right after pasting)', async () => {
    forgetPhoneLibForTests();
    const onChange = vi.fn();
    const handle = createRef<PhoneInputHandle>();
    render(<Controlled onChange={onChange} handleRef={handle} />);
    fireEvent.change(numberInput(), { target: { value: '0612345678' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(await handle.current!.settle()).toBe('+33612345678');
    // the parent is told once, at once, not again when the rules' effect runs
    expect(onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('+33612345678'));
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.change(numberInput(), { target: { value: '06 12' } });
    expect(await handle.current!.settle()).toBeUndefined();
  });

  it('shows a number given by the parent once they arrive', async () => {
    forgetPhoneLibForTests();
    render(<Controlled value="+447911123456" />);
    await waitFor(() => expect(numberInput()).toHaveValue('07911 123456'));
    expect(countryButton()).toHaveTextContent('+44');
  });
});

// Tests of the radio input: labelled, grouped by name, reports its value, arrow keys move the choice.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Radio } from './radio';

/** The group's two choices: value and label. */
const targets = [
  ['phone', 'A phone number'],
  ['wallet', 'A wallet address'],
] as const;

function Group({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('phone');
  const choose = (next: string) => {
    setValue(next);
    onChange?.(next);
  };
  return (
    <fieldset>
      <legend>Send to</legend>
      {targets.map(([target, label]) => (
        <Radio
          key={target}
          label={label}
          name="target"
          value={target}
          checked={value === target}
          onChange={choose}
        />
      ))}
    </fieldset>
  );
}

describe('Radio', () => {
  it('is a radio named by its label, and reports its value when chosen', async () => {
    const onChange = vi.fn();
    render(<Group onChange={onChange} />);
    const phone = screen.getByRole('radio', { name: 'A phone number' });
    const wallet = screen.getByRole('radio', { name: 'A wallet address' });
    expect(phone).toBeChecked();
    await userEvent.click(screen.getByText('A wallet address'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('wallet');
    expect(wallet).toBeChecked();
    expect(phone).not.toBeChecked();
  });

  it('moves the choice with the arrow keys, like any radio group', async () => {
    render(<Group />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'A phone number' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'A wallet address' })).toBeChecked();
  });
});

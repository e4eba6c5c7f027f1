// Tests of the checkbox: labelled, toggled by click and Space, square or round, invalid.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, type CheckboxProps } from './checkbox';

function Controlled(props: Partial<CheckboxProps>) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="I accept the terms"
      {...props}
      checked={checked}
      onChange={(next, event) => {
        setChecked(next);
        props.onChange?.(next, event);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label, toggled by a click on the label', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false, expect.anything());
  });

  it('toggles with the Space key', async () => {
    render(<Controlled />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('is square by default, or round', () => {
    const { container, rerender } = render(<Checkbox label="A" />);
    expect(container.querySelector('label')).toHaveAttribute('data-shape', 'square');
    rerender(<Checkbox label="A" shape="round" />);
    expect(container.querySelector('label')).toHaveAttribute('data-shape', 'round');
  });

  it('cannot be changed when disabled', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="A" disabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'A' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('can be flagged invalid', () => {
    render(<Checkbox label="A" invalid />);
    expect(screen.getByRole('checkbox', { name: 'A' })).toHaveAttribute('aria-invalid', 'true');
  });
});

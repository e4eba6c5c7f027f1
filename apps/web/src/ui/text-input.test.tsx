// Tests of the text input: Enter validates, invalid flag, hint and error wiring, ref.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTextValue } from '../test/text-value';
import { TextInput } from './text-input';

function Controlled({ onValidate }: { onValidate: () => void }) {
  return <TextInput label="E-mail" {...useTextValue()} onValidate={onValidate} />;
}

describe('TextInput', () => {
  it('is labelled and takes what the user types', async () => {
    render(<Controlled onValidate={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'ana@example.com');
    expect(input).toHaveValue('ana@example.com');
  });

  it('emits validate when Enter is pressed, and only then', async () => {
    const onValidate = vi.fn();
    render(<Controlled onValidate={onValidate} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'ana');
    expect(onValidate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onValidate).toHaveBeenCalledOnce();
  });

  it('does not also submit a surrounding form when Enter validates', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onValidate = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <TextInput label="Name" onValidate={onValidate} />
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onValidate).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the error state when flagged, without a message (docs/product.md, errors)', () => {
    const { rerender } = render(<TextInput label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<TextInput label="Name" invalid />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('describes the input with its hint and error text', () => {
    render(<TextInput label="E-mail" hint="We never share it" error="Enter a valid address" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid address');
  });

  it('keeps a hidden label for assistive technology', () => {
    render(<TextInput label="Search" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('forwards its ref to the input element', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput label="Name" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});

// Tests of the text area: label, invalid style, character limit and counter.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useTextValue } from '../test/text-value';
import { i18n } from '../i18n';
import { TextArea } from './text-area';

function Controlled({ maxLength }: { maxLength?: number }) {
  return <TextArea label="Details" {...useTextValue()} maxLength={maxLength} />;
}

describe('TextArea', () => {
  it('is a labelled multi-line field', async () => {
    render(<Controlled />);
    const area = screen.getByRole('textbox', { name: 'Details' });
    await userEvent.type(area, 'Scratch on the case{Enter}near the crown');
    expect(area).toHaveValue('Scratch on the case\nnear the crown');
  });

  it('counts the characters typed against the limit and stops at it', async () => {
    render(<Controlled maxLength={10} />);
    expect(screen.getByText('0 / 10')).toBeInTheDocument();
    const area = screen.getByRole('textbox', { name: 'Details' });
    await userEvent.type(area, 'abc');
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
    await userEvent.type(area, 'defghijklmnop');
    expect(area).toHaveValue('abcdefghij');
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
  });

  it('counts when uncontrolled too', async () => {
    render(<TextArea label="Notes" maxLength={20} defaultValue="ab" />);
    expect(screen.getByText('2 / 20')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'cd');
    expect(screen.getByText('4 / 20')).toBeInTheDocument();
  });

  it('tells assistive technology the limit, in the current language', async () => {
    const { rerender } = render(<TextArea label="Details" maxLength={500} />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Up to 500 characters');
    await act(() => i18n.changeLanguage('fr'));
    rerender(<TextArea label="Détails" maxLength={500} />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('500 caractères au maximum');
  });

  it('shows no counter without a limit', () => {
    render(<TextArea label="Details" />);
    expect(screen.queryByText(/\d+ \/ \d+/)).not.toBeInTheDocument();
  });

  it('is flagged invalid when asked', () => {
    render(<TextArea label="Details" invalid />);
    expect(screen.getByRole('textbox', { name: 'Details' })).toHaveAttribute('aria-invalid', 'true');
  });
});

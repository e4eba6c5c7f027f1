// Tests of the country prefix picker in docs/product.md "Widgets": search, list content, highlight, choice reported and closing.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import type { SelectedCountry } from './countries';
import { CountryPicker, CountryPickerModal } from './country-picker';

// querySelectorAll rather than role queries: those are slow over ~240 buttons in jsdom
const countryButtons = () => Array.from(screen.getByRole('list').querySelectorAll('button'));

function PickerInSheet({ onSelect }: { onSelect: (country: SelectedCountry) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Country
      </button>
      <CountryPickerModal open={open} onClose={() => setOpen(false)} selected="FR" onSelect={onSelect} />
    </>
  );
}

describe('CountryPicker', () => {
  it('has a search box with the placeholder "Search a country"', () => {
    render(<CountryPicker onSelect={vi.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Search a country' })).toHaveAttribute(
      'placeholder',
      'Search a country',
    );
  });

  it('says "Chercher un pays" in French and names countries in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<CountryPicker onSelect={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Chercher un pays');
    // narrowed first: naming ~240 buttons by role is slow in jsdom
    await userEvent.type(screen.getByRole('searchbox'), 'allem');
    expect(screen.getByRole('button', { name: 'Allemagne +49' })).toBeInTheDocument();
  });

  it('lists countries with flag, name and first calling code, sorted by name', () => {
    render(<CountryPicker onSelect={vi.fn()} />);
    expect(screen.getByText('France').closest('button')).toHaveTextContent('🇫🇷France +33');
    const names = countryButtons().map((button) => button.querySelector('span:nth-child(2)')!.textContent!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.length).toBeGreaterThan(200);
  });

  it('leaves out countries without assigned status (Ascension, Tristan da Cunha, Kosovo)', () => {
    render(<CountryPicker onSelect={vi.fn()} />);
    expect(screen.queryByText(/Ascension/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Tristan da Cunha/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Kosovo/)).not.toBeInTheDocument();
    expect(screen.getByText(/Helena/)).toBeInTheDocument();
  });

  it('highlights France by default, or the selected country', () => {
    const current = () => countryButtons().filter((button) => button.getAttribute('aria-current') === 'true');
    const { rerender } = render(<CountryPicker onSelect={vi.fn()} />);
    expect(current()).toHaveLength(1);
    expect(current()[0]).toBe(screen.getByText('France').closest('button'));
    rerender(<CountryPicker selected="GB" onSelect={vi.fn()} />);
    expect(current()).toHaveLength(1);
    expect(current()[0]).toBe(screen.getByText('United Kingdom').closest('button'));
  });

  it('filters by name, ignoring case', async () => {
    render(<CountryPicker onSelect={vi.fn()} />);
    await userEvent.type(screen.getByRole('searchbox'), 'SWITZ');
    expect(countryButtons().map((b) => b.textContent)).toEqual(['🇨🇭Switzerland +41']);
    expect(screen.getByText('1 country')).toBeInTheDocument();
  });

  it('says so when no country matches', async () => {
    render(<CountryPicker onSelect={vi.fn()} />);
    await userEvent.type(screen.getByRole('searchbox'), 'Atlantis');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('No country found')).toBeInTheDocument();
  });

  it('reports calling code, alpha-2 and emoji of the chosen country', async () => {
    const onSelect = vi.fn();
    render(<CountryPicker onSelect={onSelect} />);
    await userEvent.type(screen.getByRole('searchbox'), 'belg');
    await userEvent.click(screen.getByRole('button', { name: 'Belgium +32' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({
      countryCallingCode: '+32',
      alpha2: 'BE',
      emoji: '🇧🇪',
    });
  });

  it('moves from the search box into the list with the arrow keys', async () => {
    render(<CountryPicker onSelect={vi.fn()} />);
    await userEvent.type(screen.getByRole('searchbox'), 'united');
    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = countryButtons();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('opens as a bottom sheet with the search box focused, and closes once a country is chosen', async () => {
    const onSelect = vi.fn();
    render(<PickerInSheet onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Country' }));
    const sheet = screen.getByRole('dialog', { name: 'Choose a country' });
    expect(sheet.parentElement).toHaveAttribute('data-position', 'bottom');
    expect(within(sheet).getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('spain');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Spain +34' }));
    expect(onSelect).toHaveBeenCalledWith({ countryCallingCode: '+34', alpha2: 'ES', emoji: '🇪🇸' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

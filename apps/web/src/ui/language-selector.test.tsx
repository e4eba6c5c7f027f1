// Tests of the language selector in docs/product.md "Widgets": flag and name, list closing on outside click, keyboard, alignment.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cssRule, cssSource } from './css-source.testing';
import { languageFlag } from './language-flag';
import { LanguageSelector, type LanguageSelectorProps } from './language-selector';

const options = [
  { ISOCode: 'en', name: 'English' },
  { ISOCode: 'fr', name: 'français' },
];

function Selector(props: Partial<LanguageSelectorProps>) {
  const [value, setValue] = useState('fr');
  return (
    <>
      <p>Outside</p>
      <LanguageSelector
        options={options}
        value={value}
        {...props}
        onChange={(code) => {
          setValue(code);
          props.onChange?.(code);
        }}
      />
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Language:/ });

describe('LanguageSelector', () => {
  it('shows the flag and name of the current language', () => {
    render(<Selector />);
    expect(trigger()).toHaveAccessibleName('Language: français');
    expect(trigger()).toHaveTextContent('🇫🇷');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives English the British flag and French the French one', () => {
    expect(languageFlag('en')).toBe('🇬🇧');
    expect(languageFlag('fr')).toBe('🇫🇷');
    expect(languageFlag('en-US')).toBe('🇺🇸');
    expect(languageFlag('xx')).toBe('🌐');
  });

  it('opens a list of the languages with flags, the current one selected', async () => {
    render(<Selector />);
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Language' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'English' })).toHaveTextContent('🇬🇧English');
    expect(screen.getByRole('option', { name: 'français' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reports the chosen language and closes', async () => {
    const onChange = vi.fn();
    render(<Selector onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('en');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveAccessibleName('Language: English');
  });

  it('does not report choosing the current language again', async () => {
    const onChange = vi.fn();
    render(<Selector onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'français' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on a click outside, and on Escape with focus back on the button', async () => {
    render(<Selector />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('works with the keyboard: arrows to move, Enter to choose', async () => {
    const onChange = vi.fn();
    render(<Selector onChange={onChange} />);
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'français' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('en');
    expect(trigger()).toHaveFocus();
  });

  it('closes on Tab and lets focus go on from the button', async () => {
    render(
      <>
        <Selector />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.click(trigger());
    await userEvent.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('lines the list up as asked', () => {
    const { container } = render(<Selector align="right" />);
    expect(container.querySelector('[data-align="right"]')).toContainElement(trigger());
  });

  it('lines the list up with the button’s left edge by default', () => {
    const { container } = render(<Selector />);
    expect(container.querySelector('[data-align="left"]')).toContainElement(trigger());
  });

  it.each([
    ['left', /(^|\s)left:\s*0;/, /(^|\s)right:/],
    ['right', /(^|\s)right:\s*0;/, /(^|\s)left:/],
    ['center', /(^|\s)left:\s*50%;[\s\S]*transform:\s*translateX\(-50%\);/, /(^|\s)right:/],
  ])('places the list for %s alignment in its stylesheet', (align, placed, notAlso) => {
    const rule = cssRule(cssSource('language-selector.module.css'), `.root[data-align='${align}'] .list`);
    expect(rule).toMatch(placed);
    expect(rule).not.toMatch(notAlso);
  });

  it('keeps each language row at most 30 px high (docs/product.md, limits)', () => {
    const option = cssRule(cssSource('language-selector.module.css'), '.option');
    expect(option).toMatch(/max-height:\s*30px;/);
  });
});

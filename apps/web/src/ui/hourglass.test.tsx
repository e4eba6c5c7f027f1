// Tests of the pending placeholder: an image announced as pending, three sizes, the 5-second loop, reduced motion.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { cssMedia, cssRule, cssSource } from './css-source.testing';
import { Hourglass } from './hourglass';

describe('Hourglass', () => {
  it('is an image announced as "Pending", "En attente" in French', async () => {
    render(<Hourglass />);
    expect(screen.getByRole('img', { name: 'Pending' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('img', { name: 'En attente' })).toBeInTheDocument();
  });

  it('can say what is pending', () => {
    render(<Hourglass label="Certificate on its way" />);
    expect(screen.getByRole('img', { name: 'Certificate on its way' })).toBeInTheDocument();
  });

  it('comes in small, medium (default) and large, each with its own size', () => {
    const { rerender } = render(<Hourglass />);
    expect(screen.getByRole('img')).toHaveAttribute('data-size', 'medium');
    const css = cssSource('hourglass.module.css');
    const widths = (['small', 'medium', 'large'] as const).map((size) => {
      rerender(<Hourglass size={size} />);
      expect(screen.getByRole('img')).toHaveAttribute('data-size', size);
      return /width:\s*(\d+)px/.exec(cssRule(css, `.hourglass[data-size='${size}']`))?.[1];
    });
    expect(widths.map(Number)).toEqual([24, 48, 96]);
  });

  it('turns on a 5-second linear loop', () => {
    const rule = cssRule(cssSource('hourglass.module.css'), '.hourglass');
    expect(rule).toMatch(/animation:\s*turn 5s linear infinite/);
  });

  it('stands still for people who asked for reduced motion', () => {
    const reduced = cssMedia(cssSource('hourglass.module.css'), 'prefers-reduced-motion: reduce');
    expect(cssRule(reduced, '.hourglass')).toMatch(/animation:\s*none\s*;/);
  });
});

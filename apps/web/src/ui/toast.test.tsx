// Tests of the toast: a visible live region read once, closed by its button or after its time, held while in use.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cssMedia, cssRule, cssSource } from './css-source.testing';
import { Toast } from './toast';

afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('keeps an empty live region in the page, and shows nothing then', () => {
    render(<Toast message="" dismissLabel="Dismiss" onDismiss={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the message as the announcement, its detail visible beside it but not read again', () => {
    render(<Toast message="Photo added." detail="Caseback" dismissLabel="Dismiss" onDismiss={() => {}} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Photo added\.$/);
    expect(status).toBeVisible();
    expect(status.closest('.visually-hidden')).toBeNull();
    expect(screen.getByText('Caseback')).toBeVisible();
  });

  it('closes with its button', () => {
    const onDismiss = vi.fn();
    render(<Toast message="Photo added." dismissLabel="Fermer" onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('leaves by itself after a few seconds, but not while pointed at or focused', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toast message="Photo added." dismissLabel="Dismiss" onDismiss={onDismiss} duration={5000} />);
    const close = screen.getByRole('button', { name: 'Dismiss' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('waits while the pointer rests on it', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toast message="Photo ajoutée." dismissLabel="Fermer" onDismiss={onDismiss} duration={5000} />);
    const box = screen.getByRole('status').closest('[data-toast]') as HTMLElement;
    fireEvent.pointerEnter(box);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerLeave(box);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('slides in, and stands still for people who asked for reduced motion', () => {
    const css = cssSource('toast.module.css');
    expect(cssRule(css, '.toast[data-open]')).toMatch(/animation:\s*toast-in/);
    const reduced = cssMedia(css, 'prefers-reduced-motion: reduce');
    expect(cssRule(reduced, '.toast[data-open]')).toMatch(/animation:\s*none\s*;/);
  });
});

// The hold's countdown: mm:ss every second, a polite announcement only at a few moments, one call at zero.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldCountdown } from './hold-countdown';
import { formatClock, holdAnnouncement, secondsLeft } from './hold-time';

const START = new Date('2026-03-05T12:00:00.000Z').getTime();

describe('hold time', () => {
  it('counts whole seconds down, never below zero nor above a hold', () => {
    expect(secondsLeft(new Date(START + 90_500).toISOString(), START)).toBe(91);
    expect(secondsLeft(new Date(START - 1_000).toISOString(), START)).toBe(0);
    // this device's clock behind the server's: still at most 15 minutes
    expect(secondsLeft(new Date(START + 3_600_000).toISOString(), START)).toBe(900);
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(5)).toBe('00:05');
  });

  it('announces the hold, then 10, 5, 2 and 1 minutes and 30 seconds left: nothing in between', () => {
    const said = (seconds: number) => holdAnnouncement(seconds, 900);
    expect(said(899)).toEqual({ kind: 'start', minutes: 15 });
    expect(said(601)).toEqual({ kind: 'start', minutes: 15 });
    expect(said(600)).toEqual({ kind: 'minutes', count: 10 });
    expect(said(301)).toEqual({ kind: 'minutes', count: 10 });
    expect(said(300)).toEqual({ kind: 'minutes', count: 5 });
    expect(said(119)).toEqual({ kind: 'minutes', count: 2 });
    expect(said(60)).toEqual({ kind: 'minutes', count: 1 });
    expect(said(30)).toEqual({ kind: 'seconds', count: 30 });
    // a hold picked up with 4 minutes left starts there
    expect(holdAnnouncement(240, 240)).toEqual({ kind: 'start', minutes: 4 });
    expect(holdAnnouncement(120, 240)).toEqual({ kind: 'minutes', count: 2 });
  });
});

describe('HoldCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows mm:ss every second, speaks at milestones only, and calls once at zero', () => {
    const onExpire = vi.fn();
    render(<HoldCountdown expiresAt={new Date(START + 15 * 60_000).toISOString()} onExpire={onExpire} />);
    const timer = screen.getByRole('timer');
    const live = screen.getByRole('status');
    expect(timer).toHaveTextContent('15:00');
    expect(timer).toHaveAccessibleName('Time left on your hold: 15:00');
    // empty at first: a live region's first words, there as it appears, are often not read
    expect(live).toHaveTextContent('');

    act(() => vi.advanceTimersByTime(1_000));
    expect(timer).toHaveTextContent('14:59');
    expect(live).toHaveTextContent('Reserved for you for 15 minutes.');
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('13:59');
    expect(live).toHaveTextContent('Reserved for you for 15 minutes.');

    act(() => vi.advanceTimersByTime(4 * 60_000 - 1_000));
    expect(timer).toHaveTextContent('10:00');
    expect(live).toHaveTextContent('10 minutes left on your hold.');
    act(() => vi.advanceTimersByTime(9 * 60_000 + 30_000));
    expect(timer).toHaveTextContent('00:30');
    expect(live).toHaveTextContent('30 seconds left on your hold.');
    expect(onExpire).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(31_000));
    expect(timer).toHaveTextContent('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});

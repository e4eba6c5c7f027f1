// Tests of the re-verification flag: set, cleared, and seen by components as it changes.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearNeedsReverification,
  markNeedsReverification,
  needsReverification,
  useNeedsReverification,
} from './reverification';

function Status() {
  return <p>{useNeedsReverification() ? 'verify again' : 'verified'}</p>;
}

describe('reverification', () => {
  afterEach(() => clearNeedsReverification());

  it('is not needed at first, then marked, then cleared', () => {
    expect(needsReverification()).toBe(false);
    markNeedsReverification();
    expect(needsReverification()).toBe(true);
    clearNeedsReverification();
    expect(needsReverification()).toBe(false);
  });

  it('re-renders components that watch it', () => {
    render(<Status />);
    expect(screen.getByText('verified')).toBeInTheDocument();
    act(() => markNeedsReverification());
    expect(screen.getByText('verify again')).toBeInTheDocument();
    act(() => clearNeedsReverification());
    expect(screen.getByText('verified')).toBeInTheDocument();
  });
});

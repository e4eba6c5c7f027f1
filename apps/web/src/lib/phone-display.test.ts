import { describe, expect, it } from 'vitest';
import { displayPhone } from './phone-display';

describe('displayPhone', () => {
  it('formats an E.164 number for its country, on one line', () => {
    expect(displayPhone('+33600000002')).toBe('+33\u00a06\u00a000\u00a000\u00a000\u00a002');
    expect(displayPhone('+447911123456')).toBe('+44\u00a07911\u00a0123456');
  });
  it('gives back what it cannot read', () => {
    expect(displayPhone('••••')).toBe('••••');
  });
});

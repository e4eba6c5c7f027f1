// Tests of the PIN entry rules (docs/product.md "Validation rules"): digits only, whole codes of the exact length.
import { describe, expect, it } from 'vitest';
import { isComplete, isDigit, readWholeCode, toBoxes } from './pin-code';

describe('pin-code', () => {
  it('accepts only the digits 0-9 in a box', () => {
    expect(['0', '5', '9'].every(isDigit)).toBe(true);
    expect(['a', ' ', '-', '12', '٣', ''].some(isDigit)).toBe(false);
  });

  it('spreads a value over the boxes', () => {
    expect(toBoxes('12', 4)).toEqual(['1', '2', '', '']);
    expect(toBoxes('1a2345', 4)).toEqual(['1', '2', '3', '4']);
  });

  it('takes a whole code only when it has exactly the code length', () => {
    expect(readWholeCode('123456', 6)).toBe('123456');
    expect(readWholeCode(' 123 456 ', 6)).toBe('123456');
    expect(readWholeCode('12345', 6)).toBeUndefined();
    expect(readWholeCode('1234567', 6)).toBeUndefined();
    expect(readWholeCode('12a456', 6)).toBeUndefined();
  });

  it('is complete when every box holds a digit', () => {
    expect(isComplete(['1', '2', '3', '4'])).toBe(true);
    expect(isComplete(['1', '', '3', '4'])).toBe(false);
  });
});

// The masked number keeps the country code and the last two digits, whatever the country's grouping.
import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask-phone';

const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('maskPhone', () => {
  it('keeps the country code and the last two digits of a French mobile', () => {
    expect(plain(maskPhone('+33612345678'))).toBe('+33 • •• •• •• 78');
  });

  it('follows another country’s grouping', () => {
    expect(plain(maskPhone('+447700900123'))).toBe('+44 •••• ••••23');
  });

  it('never shows more than the last two digits of an unreadable number', () => {
    expect(maskPhone('12345')).toBe('••••••45');
  });
});

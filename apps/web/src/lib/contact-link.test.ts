// A finder's contact becomes a link only when it is clearly one e-mail address or one phone number.
import { describe, expect, it } from 'vitest';
import { contactHref } from './contact-link';

describe('contactHref', () => {
  it('links an e-mail address with mailto:', () => {
    expect(contactHref('finder@example.com')).toBe('mailto:finder@example.com');
    expect(contactHref('  Jane.Doe+lost@mail.example.co.uk ')).toBe(
      'mailto:Jane.Doe+lost@mail.example.co.uk',
    );
  });

  it('links a phone number with tel:, written with its usual separators', () => {
    expect(contactHref('+33 6 12 34 56 78')).toBe('tel:+33612345678');
    expect(contactHref('06.12.34.56.78')).toBe('tel:0612345678');
    expect(contactHref('(555) 010-4477')).toBe('tel:5550104477');
  });

  it('leaves anything else as text: words, two contacts, a crafted address, too few or too many digits', () => {
    for (const text of [
      'Ask for Paul at the café on Rue Oberkampf',
      'paul@example.com or +33 6 12 34 56 78',
      'a@b.example?subject=hello',
      'javascript:alert(1)',
      'a@b',
      '12345',
      '+1234567890123456',
      '',
    ]) {
      expect(contactHref(text), text).toBeNull();
    }
  });
});

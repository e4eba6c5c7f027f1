import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback';

describe('isLoopback', () => {
  it.each(['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1'])(
    '%s is this machine',
    (h) => {
      expect(isLoopback(h)).toBe(true);
    },
  );
  it.each([
    '0.0.0.0',
    '::',
    '192.168.1.2',
    '10.0.0.1',
    'evil.localhost',
    'example.com',
    '::ffff:10.0.0.1',
    '',
  ])('%s is not', (h) => {
    expect(isLoopback(h)).toBe(false);
  });
});

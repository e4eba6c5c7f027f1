import { describe, expect, it } from 'vitest';
import { appOrigin } from './app-origins';

describe('appOrigin', () => {
  const publicUrl = 'http://localhost:3000';

  it('keeps the loopback spelling the buyer used, outside production', () => {
    expect(appOrigin('http://127.0.0.1:3000', publicUrl, false)).toBe('http://127.0.0.1:3000');
    expect(appOrigin('http://[::1]:3000', publicUrl, false)).toBe('http://[::1]:3000');
    expect(appOrigin('http://localhost:3000', publicUrl, false)).toBe('http://localhost:3000');
  });

  it('sends anything else to PUBLIC_URL: another port, another host, a bad value, production', () => {
    for (const origin of [
      'http://127.0.0.1:3001',
      'https://evil.example',
      'http://evil.localhost:3000',
      'nope',
    ]) {
      expect(appOrigin(origin, publicUrl, false)).toBe('http://localhost:3000');
    }
    expect(appOrigin(undefined, publicUrl, false)).toBe('http://localhost:3000');
    expect(appOrigin('http://127.0.0.1:3000', publicUrl, true)).toBe('http://localhost:3000');
    expect(appOrigin('https://shop.example', 'https://shop.example/', true)).toBe('https://shop.example');
  });
});

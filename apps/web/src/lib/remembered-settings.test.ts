import { clientSettingsSchema } from '@heirloom/contract';
import { describe, expect, it } from 'vitest';
import { parseRememberedSettings } from './remembered-settings';

const settings = {
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  name: 'Maison Arlo',
  logoUrl: null,
  theme: {
    primary: '#111',
    onPrimary: '#fff',
    accent: '#a80',
    background: '#fafafa',
    surface: '#fff',
    text: '#222',
  },
  support: { email: 'care@example.com', phone: null, url: null },
  features: { shop: true, transfers: true, repairs: false, messages: true, gallery: true },
};

// Each case is judged by the contract's schema too: the light check must agree with it.
const cases: [string, unknown][] = [
  ['valid settings', settings],
  ['with a logo and extra fields', { ...settings, logoUrl: '/api/media/x.png', extra: 1 }],
  ['the nil UUID', { ...settings, id: '00000000-0000-0000-0000-000000000000' }],
  ['a malformed id', { ...settings, id: 'not-a-uuid' }],
  ['a UUID without its variant bits', { ...settings, id: '3f1c2b4a-5d6e-4f70-1a9b-0c1d2e3f4a5b' }],
  ['a number as the name', { ...settings, name: 42 }],
  ['no logo field', { ...settings, logoUrl: undefined }],
  ['a theme colour missing', { ...settings, theme: { ...settings.theme, text: undefined } }],
  ['a support field as a number', { ...settings, support: { ...settings.support, url: 3 } }],
  ['a feature as a string', { ...settings, features: { ...settings.features, shop: 'yes' } }],
  ['an array', [settings]],
  ['null', null],
  ['a string', 'settings'],
];

describe('parseRememberedSettings', () => {
  it.each(cases)('agrees with clientSettingsSchema: %s', (_name, value) => {
    const expected = clientSettingsSchema.safeParse(value);
    expect(parseRememberedSettings(value)).toEqual(expected.success ? expected.data : undefined);
  });
});

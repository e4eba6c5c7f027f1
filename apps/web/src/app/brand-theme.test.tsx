// Brand theming: only plain colours become CSS variables; the app-wide theme, the remembered copy, the mark.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClientSettings } from '../api/clients';
import { mockHttp } from '../test/mock-http';
import { testQueryClient } from '../test/render-screen';
import { BrandMark } from '../ui/brand-mark';
import { BrandThemeEffect } from './brand-theme-effect';
import { appVariables, safeColor, scopeStyle } from '../lib/brand-theme';

const mock = mockHttp();
const settings: ClientSettings = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Maison Arlo',
  logoUrl: '/api/media/clients/1/logo.svg',
  theme: {
    primary: '#0e3b2e',
    onPrimary: '#fdfaf3',
    accent: '#c9a44c',
    background: '#f4f1ea',
    surface: '#ffffff',
    text: '#15201b',
  },
  support: { email: null, phone: null, url: null },
  features: { shop: true, transfers: true, repairs: true, messages: true, gallery: true },
};

let client: ReturnType<typeof testQueryClient> | undefined;
beforeEach(() => localStorage.clear());
afterEach(async () => {
  document.documentElement.removeAttribute('style');
  // a test's settings request retries after a refusal: its retries must not land in the next test's calls
  await client?.cancelQueries();
  client?.clear();
  client = undefined;
});

function renderBrand() {
  client = testQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <BrandThemeEffect />
      <BrandMark />
    </QueryClientProvider>,
  );
}

describe('brand colours', () => {
  it('accepts hex and colour functions, nothing else', () => {
    expect(safeColor('#0E3B2E')).toBe('#0E3B2E');
    expect(safeColor(' rgb(10 20 30 / 50%) ')).toBe('rgb(10 20 30 / 50%)');
    expect(safeColor('url(https://evil.example/x.png)')).toBeUndefined();
    expect(safeColor('red; background: url(x)')).toBeUndefined();
    expect(safeColor('#12')).toBeUndefined();
  });

  it('maps the theme to the variables of theme.css, with tones derived from the text and background', () => {
    const vars = appVariables(settings.theme);
    expect(vars['--brand-primary']).toBe('#0e3b2e');
    expect(vars['--brand-on-primary']).toBe('#fdfaf3');
    expect(vars['--brand-accent']).toBe('#c9a44c');
    expect(vars['--color-bg']).toBe('#f4f1ea');
    expect(vars['--color-fg']).toBe('#15201b');
    expect(vars['--color-muted']).toContain('color-mix(in srgb, #15201b');
  });

  it('never pairs a primary colour with a missing or unsafe text colour', () => {
    const vars = appVariables({ ...settings.theme, onPrimary: 'expression(alert(1))' });
    expect(vars['--brand-primary']).toBeUndefined();
    expect(scopeStyle({ accent: '#c9a44c' })).toMatchObject({ '--brand-accent': '#c9a44c' });
  });
});

describe('BrandThemeEffect and BrandMark', () => {
  it('fetches the settings and applies them to the whole document; shows the logo', async () => {
    mock.settings = { status: 200, data: settings };
    renderBrand();
    expect(screen.getByText('Heirloom')).toBeInTheDocument();
    expect(await screen.findByText('Maison Arlo')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', settings.logoUrl);
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--brand-primary')).toBe('#0e3b2e');
    expect(root.getPropertyValue('--color-bg')).toBe('#f4f1ea');
    await waitFor(() => expect(localStorage.getItem('heirloom.brand')).toContain('Maison Arlo'));
    expect(mock.settingsCalls).toHaveLength(1);
    expect(mock.calls).toHaveLength(0);
  });

  it('starts in the remembered colours, and keeps them when the server cannot be reached', async () => {
    localStorage.setItem('heirloom.brand', JSON.stringify({ ...settings, logoUrl: null }));
    renderBrand();
    expect(screen.getByText('Maison Arlo')).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--brand-accent')).toBe('#c9a44c');
    await waitFor(() => expect(mock.settingsCalls.length).toBeGreaterThan(0));
    expect(document.documentElement.style.getPropertyValue('--brand-accent')).toBe('#c9a44c');
  });

  it('ignores a remembered copy that is not valid settings', () => {
    localStorage.setItem('heirloom.brand', '{"name": 42}');
    renderBrand();
    expect(screen.getByText('Heirloom')).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('');
  });
});

// The home top bar: the language with its flag and name (docs/product.md "Widgets"), and named ways to the shop, the activity and
// the settings, in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { bodyOf, describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { HomeTopBar } from './home-top-bar';

const mock = mockHttp();

describe('HomeTopBar', () => {
  it('has a settings and account button leading to /settings', async () => {
    renderScreen(<HomeTopBar />, '/', '/');
    expect(screen.getByRole('link', { name: 'Settings and account' })).toHaveAttribute('href', '/settings');
    await i18n.changeLanguage('fr');
    expect(await screen.findByRole('link', { name: 'Réglages et compte' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('leads to the shop with a named bag button', async () => {
    renderScreen(<HomeTopBar />, '/', '/');
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await i18n.changeLanguage('fr');
    expect(await screen.findByRole('link', { name: 'Boutique' })).toHaveAttribute('href', '/shop');
    await i18n.changeLanguage('en');
  });

  it('shows the language’s flag and name, not the flag alone (docs/product.md, widgets)', () => {
    renderScreen(<HomeTopBar />, '/', '/');
    const language = screen.getByRole('button', { name: /^Language/ });
    expect(language).toHaveTextContent('🇬🇧');
    expect(within(language).getByText('English')).not.toHaveClass('visually-hidden');
  });

  it('leads to the activity with a labelled tile, and leaves logging out to the settings', () => {
    renderScreen(<HomeTopBar />, '/', '/');
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/activity');
    expect(screen.getByRole('link', { name: 'Settings and account' })).toHaveTextContent('Settings');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('switches the UI at once and saves the language to the account, so SMS and e-mails follow', async () => {
    await i18n.changeLanguage('en');
    mock.handler = () => ({ status: 200, data: {} });
    renderScreen(<HomeTopBar />, '/', '/');
    await userEvent.click(screen.getByRole('button', { name: /^Language/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Français' }));
    expect(await screen.findByRole('link', { name: 'Réglages et compte' })).toBeInTheDocument();
    await waitFor(() => expect(mock.calls.map(describeCall)).toContain('PATCH /users/settings'));
    expect(bodyOf(mock.calls.find((call) => call.method === 'patch'))).toEqual({ language: 'fr' });
    await i18n.changeLanguage('en');
  });
});

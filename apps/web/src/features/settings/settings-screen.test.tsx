// /settings with a mocked API: the account shown, language saved and applied, e-mail set/pending/resend/429,
// switches saved at once and put back on a refusal, legal versions, log out.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenStore, useSignedIn } from '../../api/token-store';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../i18n';
import { apiError, bodyOf, describeCall, mockHttp } from '../../test/mock-http';
import { currentLocation, renderScreen } from '../../test/render-screen';
import { goOffline, goOnline } from '../../test/network';
import { makeUser, signIn } from '../../test/fixtures/settings';
import { accountApi, type AccountApiOptions } from '../../test/settings-api';
import { SettingsScreen } from './settings-screen';

const mock = mockHttp();

function open(options: AccountApiOptions = {}) {
  const api = accountApi(options);
  mock.handler = api.handler;
  renderScreen(<SettingsScreen />, '/settings', '/settings');
  return api;
}

const patches = () => mock.calls.filter((call) => describeCall(call) === 'PATCH /users/settings').map(bodyOf);

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => {
  localStorage.clear();
  goOnline();
});

describe('SettingsScreen', () => {
  it('shows the account in grouped sections', async () => {
    open({ user: makeUser({ email: 'ada@example.com' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in with +33 6 12 34 56 78')).toBeInTheDocument();
    for (const name of [
      'Language',
      'E-mail',
      'Notifications',
      'Legal texts',
      'Session',
      'Delete my account',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Text messages (SMS)' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'News and offers from brands' })).not.toBeChecked();
    expect(await screen.findByText('Version 2 accepted on May 2, 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terms and conditions/ })).toHaveAttribute(
      'href',
      '/settings/legal/termsAndConditions',
    );
    expect(screen.getByRole('link', { name: 'Delete my account…' })).toHaveAttribute(
      'href',
      '/settings/delete-account',
    );
    expect(mock.calls.map(describeCall)).toContain(`GET /users/${makeUser().id}`);
  });

  it('switches the whole UI to French at once and saves the language', async () => {
    const user = userEvent.setup();
    const api = open();
    await user.click(await screen.findByRole('button', { name: /Language of the app/ }));
    await user.click(screen.getByRole('option', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Réglages' })).toBeInTheDocument();
    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    await waitFor(() => expect(patches()).toEqual([{ language: 'fr' }]));
    await waitFor(() => expect(api.state.user.language).toBe('fr'));
    expect(screen.getByRole('switch', { name: 'SMS' })).toBeInTheDocument();
  });

  it('says when the language could not be saved to the account', async () => {
    const user = userEvent.setup();
    open({ settingsReply: apiError(503, 'Service unavailable') });
    await user.click(await screen.findByRole('button', { name: /Language of the app/ }));
    await user.click(screen.getByRole('option', { name: 'Français' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La langue a changé sur cet appareil mais n’a pas pu être enregistrée',
    );
    expect(i18n.language).toBe('fr');
  });

  it('validates the e-mail as typed, then sends the link and shows it pending', async () => {
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Not set')).toBeInTheDocument();
    const input = screen.getByLabelText('E-mail address');
    await user.type(input, 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(mock.calls.some((call) => call.url === '/users/setEmail')).toBe(false);
    await user.type(input, 'example.com');
    expect(screen.queryByText(/Enter a valid e-mail address/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(
      await screen.findByText('We sent a link to ada@example.com. Open it to confirm your address.'),
    ).toBeVisible();
    expect(bodyOf(mock.calls.find((call) => call.url === '/users/setEmail'))).toEqual({
      email: 'ada@example.com',
    });
    expect(screen.getByText('Waiting for confirmation — check your inbox')).toBeInTheDocument();
    expect(screen.getByLabelText('New e-mail address')).toHaveValue('');
  });

  it('sends the link again for a pending address, and explains a 429', async () => {
    const user = userEvent.setup();
    const api = open({ user: makeUser({ pendingEmail: 'ada@example.com' }) });
    expect(await screen.findByText('Waiting for confirmation — check your inbox')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link was sent to ada@example.com.')).toBeInTheDocument();
    expect(bodyOf(mock.calls.find((call) => call.url === '/users/setEmail'))).toEqual({
      email: 'ada@example.com',
    });

    mock.handler = accountApi({
      user: api.state.user,
      setEmailReply: apiError(429, 'Too many requests'),
    }).handler;
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many e-mails were sent to you in the last hour. Please try again later.',
    );
  });

  it('keeps the e-mail switch off and disabled until an address is confirmed', async () => {
    open({ user: makeUser({ pendingEmail: 'ada@example.com' }) });
    const email = await screen.findByRole('switch', { name: 'E-mails' });
    expect(email).toBeDisabled();
    expect(email).not.toBeChecked();
    expect(email).toHaveAccessibleDescription('Add an e-mail address and confirm it first.');
  });

  it('saves a switch at once, showing it before the server answers', async () => {
    const user = userEvent.setup();
    const api = open({ holdSettings: true });
    const marketing = await screen.findByRole('switch', { name: 'News and offers from brands' });
    await user.click(marketing);
    expect(marketing).toBeChecked();
    expect(patches()).toEqual([{ marketing: true }]);
    api.release();
    await waitFor(() => expect(api.state.user.settings.marketing).toBe(true));
    expect(marketing).toBeChecked();
  });

  it('puts a switch back with the reason when saving fails', async () => {
    const user = userEvent.setup();
    const api = open({ holdSettings: true, settingsReply: apiError(500, 'The server is down.') });
    const sms = await screen.findByRole('switch', { name: 'Text messages (SMS)' });
    await user.click(sms);
    expect(sms).not.toBeChecked();
    api.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your change could not be saved, so the switch is back as it was. The server is down.',
    );
    expect(sms).toBeChecked();
    expect(patches()).toEqual([{ notifications: { sms: false } }]);
  });

  it('offline, holds every change and says why; the legal texts and logging out stay (decision 038)', async () => {
    open({ user: makeUser({ email: 'ada@example.com' }) });
    const sms = await screen.findByRole('switch', { name: 'Text messages (SMS)' });
    expect(sms).toBeEnabled();
    expect(screen.queryByText('You are offline: this needs a connection.')).not.toBeInTheDocument();
    act(() => goOffline());
    expect(screen.getByText('You are offline: this needs a connection.')).toBeInTheDocument();
    expect(sms).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'News and offers from brands' })).toBeDisabled();
    await userEvent.click(sms);
    expect(patches()).toEqual([]);
    expect(screen.getByRole('link', { name: /Terms and conditions/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
    act(() => goOnline());
    expect(sms).toBeEnabled();
    expect(screen.queryByText('You are offline: this needs a connection.')).not.toBeInTheDocument();
  });

  it('logs out: the server session ends and the tokens are gone', async () => {
    const user = userEvent.setup();
    open();
    const handler = mock.handler;
    mock.handler = (call) =>
      call.url === '/v2/auth/logout' ? { status: 200, data: { ok: true } } : handler(call);
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(tokenStore.accessToken()).toBeNull();
    expect(mock.calls.some((call) => call.method === 'delete')).toBe(true);
  });

  it('asks for no account once signed out, while the screen is still shown', async () => {
    // the app's frame follows the session and renders the screen again when it ends (before /login shows)
    function Frame() {
      useSignedIn();
      return <SettingsScreen />;
    }
    mock.handler = accountApi().handler;
    renderScreen(<Frame />, '/settings', '/settings');
    expect(await screen.findByText('Signed in with +33 6 12 34 56 78')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Version 2 accepted/)).toBeInTheDocument());
    const before = mock.calls.length;
    act(() => tokenStore.clear());
    await new Promise((resolve) => setTimeout(resolve, 20));
    // an empty id was `GET /users/`, which the server answers 401
    expect(mock.calls.slice(before).map(describeCall)).toEqual([]);
  });

  it('says when the account cannot be loaded', async () => {
    mock.handler = () => apiError(500, 'The server is down.');
    renderScreen(<SettingsScreen />, '/settings', '/settings');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your settings could not be loaded')).toBeInTheDocument();
  });
});

// Settings → Security with a mocked API and a mocked browser sheet: the passkeys listed (added, last used, synced),
// renamed; another one added only from a passkey session; removed with a passkey; a recovery started after a
// warning, and one under way shown with its end and cancelled.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as WebAuthnBrowser from '@simplewebauthn/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { signIn } from '../../test/fixtures/settings';
import { SecurityScreen } from './security-screen';
import { goOffline, goOnline } from '../../test/network';

const browserSheet = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof WebAuthnBrowser>()),
  browserSupportsWebAuthn: () => true,
  startAuthentication: browserSheet.startAuthentication,
  startRegistration: browserSheet.startRegistration,
}));

const mock = mockHttp();
const PHONE_KEY = {
  id: '0b7f9d1e-3c51-4d2a-9a7e-1f2c3d4e5f60',
  name: 'Safari on iPhone',
  createdAt: '2026-11-20T09:30:00.000Z',
  lastUsedAt: '2026-11-24T18:05:00.000Z',
  deviceType: 'multiDevice',
  backedUp: true,
};
const LAPTOP_KEY = {
  id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  name: 'Chrome on Mac',
  createdAt: '2026-11-21T10:00:00.000Z',
  lastUsedAt: null,
  deviceType: 'singleDevice',
  backedUp: false,
};

interface State {
  items: (typeof PHONE_KEY | typeof LAPTOP_KEY)[];
  recovery: { startedAt: string; endsAt: string } | null;
  sessionMethod: 'sms' | 'passkey';
}

function open(
  state: State,
  extra: (call: Parameters<typeof mock.handler>[0]) => MockReply | undefined = () => undefined,
) {
  mock.handler = (call) => {
    const answer = extra(call);
    if (answer) return answer;
    const route = describeCall(call);
    if (route === 'GET /v1/passkeys') return { status: 200, data: structuredClone(state) };
    if (call.method === 'patch' && call.url.startsWith('/v1/passkeys/')) {
      const found = state.items.find((p) => call.url.endsWith(p.id))!;
      found.name = (bodyOf(call) as { name: string }).name;
      return { status: 200, data: found };
    }
    if (route === 'POST /v1/authorizations/passkey/options')
      return { status: 200, data: { options: { challenge: 'c'.repeat(43) }, action: 'removePasskey' } };
    if (route === 'POST /v1/authorizations/passkey/verify')
      return { status: 200, data: { action: 'removePasskey', expiresAt: '2026-11-25T10:05:00.000Z' } };
    if (
      call.method === 'delete' &&
      call.url.startsWith('/v1/passkeys/') &&
      call.url !== '/v1/passkeys/recovery'
    ) {
      state.items = state.items.filter((p) => !call.url.endsWith(p.id));
      return { status: 200, data: { ok: true } };
    }
    if (route === 'POST /v1/passkeys/recovery') {
      state.recovery = { startedAt: '2026-11-25T10:00:00.000Z', endsAt: '2026-11-27T10:00:00.000Z' };
      return { status: 200, data: state.recovery };
    }
    if (route === 'DELETE /v1/passkeys/recovery') {
      state.recovery = null;
      return { status: 200, data: { ok: true } };
    }
    return apiError(404, 'Not mocked');
  };
  renderScreen(<SecurityScreen />, '/settings/security', '/settings/security');
}

beforeEach(() => {
  localStorage.clear();
  signIn();
  browserSheet.startAuthentication.mockReset();
  browserSheet.startRegistration.mockReset();
});
afterEach(() => {
  localStorage.clear();
  goOnline();
});

describe('SecurityScreen', () => {
  it('offline, lists the passkeys and holds every change, saying why (decision 038)', async () => {
    open({ items: [{ ...PHONE_KEY }], recovery: null, sessionMethod: 'passkey' });
    const row = await screen.findByRole('listitem', { name: 'Safari on iPhone' });
    act(() => goOffline());
    expect(screen.getByText('You are offline: this needs a connection.')).toBeInTheDocument();
    for (const name of ['Rename', 'Remove']) expect(within(row).getByRole('button', { name })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeDisabled();
    act(() => goOnline());
    expect(within(row).getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('lists the passkeys with their dates, and renames one', async () => {
    const user = userEvent.setup();
    open({ items: [PHONE_KEY, LAPTOP_KEY].map((p) => ({ ...p })), recovery: null, sessionMethod: 'sms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    const phone = within(list).getByRole('listitem', { name: 'Safari on iPhone' });
    expect(phone).toHaveTextContent('Added on November 20, 2026 · last used on November 24, 2026');
    expect(phone).toHaveTextContent('Synced across your devices');
    expect(within(list).getByRole('listitem', { name: 'Chrome on Mac' })).toHaveTextContent(
      /never used yet.*On one device only/,
    );
    // an SMS session does not add a second passkey
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(screen.getByText(/sign in with one of your passkeys on this device/)).toBeInTheDocument();

    await user.click(within(phone).getByRole('button', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'Name of the passkey' });
    await user.clear(field);
    await user.type(field, 'My phone{Enter}');
    expect(await within(list).findByRole('listitem', { name: 'My phone' })).toBeInTheDocument();
    expect(bodyOf(mock.calls.find((c) => c.method === 'patch'))).toEqual({ name: 'My phone' });
  });

  it('removes a passkey once the owner confirmed with a passkey, and says so when the sheet was cancelled', async () => {
    const user = userEvent.setup();
    open({ items: [{ ...PHONE_KEY }], recovery: null, sessionMethod: 'passkey' });
    const row = await screen.findByRole('listitem', { name: 'Safari on iPhone' });
    browserSheet.startAuthentication.mockRejectedValueOnce(new DOMException('closed', 'NotAllowedError'));
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(/cancelled or timed out/);
    expect(mock.calls.some((c) => c.method === 'delete')).toBe(false);

    browserSheet.startAuthentication.mockResolvedValueOnce({ id: 'credential', response: {} });
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/You have no passkey yet/)).toBeInTheDocument();
    const calls = mock.calls.map(describeCall);
    expect(calls).toContain(`DELETE /v1/passkeys/${PHONE_KEY.id}`);
    expect(bodyOf(mock.calls.find((c) => c.url === '/v1/authorizations/passkey/options'))).toEqual({
      action: 'removePasskey',
      passkeyId: PHONE_KEY.id,
    });
    // with none left, any session may add one
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
  });

  it('starts a recovery after a warning, shows its end, and cancels it', async () => {
    const user = userEvent.setup();
    open({ items: [{ ...PHONE_KEY }], recovery: null, sessionMethod: 'sms' });
    await user.click(await screen.findByRole('button', { name: 'Start a recovery' }));
    expect(screen.getByText(/You can cancel the recovery at any time/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the 48-hour recovery' }));
    const underWay = await screen.findByRole('region', { name: 'Recovery under way' });
    expect(underWay).toHaveTextContent(/locked until November 27, 2026/);
    // nothing to remove or add meanwhile
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.getByText('No passkey can be added while a recovery is under way.')).toBeInTheDocument();

    await user.click(within(underWay).getByRole('button', { name: 'Cancel the recovery' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recovery under way' })).not.toBeInTheDocument(),
    );
    expect(mock.calls.map(describeCall)).toEqual(
      expect.arrayContaining(['POST /v1/passkeys/recovery', 'DELETE /v1/passkeys/recovery']),
    );
  });

  it('says why a passkey could not be added', async () => {
    const user = userEvent.setup();
    open({ items: [], recovery: null, sessionMethod: 'sms' }, (call) =>
      call.url === '/v1/passkeys/registration/options'
        ? { status: 200, data: { challenge: 'x' } }
        : undefined,
    );
    browserSheet.startRegistration.mockRejectedValueOnce(new DOMException('known', 'InvalidStateError'));
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This device already holds a passkey for your account.',
    );
  });
});

// The brand console's screens with a mocked console API: the sign-in and its link, the navigation each role opens,
// the repair board's moves, an invitation, a CSV import's refused lines, a key shown once.
import type { StaffRole } from '@heirloom/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { consolePaths } from '../../config/paths';
import { createMemoryRouter, RouterProvider, useLocation } from '../../lib/router';
import { bodyOf, describeCall, mockConsoleHttp, signInToConsole } from '../../test/mock-http';
import { testQueryClient } from '../../test/render-screen';
import * as screens from './console-screens';
import { CONSOLE_BRAND, consoleCollection, requestedRepair, staffMe } from '../../test/fixtures/console';

const BRAND = CONSOLE_BRAND;
const mock = mockConsoleHttp();

const me = staffMe;

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function open(url: string) {
  const child = (path: string, Component: () => React.ReactNode) => ({
    path,
    element: (
      <>
        <Component />
        <Where />
      </>
    ),
  });
  const router = createMemoryRouter(
    [
      child(consolePaths.signIn, screens.ConsoleSignInScreen),
      {
        element: <screens.ConsoleLayout />,
        children: [
          child(consolePaths.home, screens.ConsoleHomeScreen),
          child(consolePaths.overview, screens.OverviewScreen),
          child(consolePaths.repairs, screens.RepairsScreen),
          child(consolePaths.collection, screens.CollectionScreen),
          child(consolePaths.staff, screens.StaffScreen),
          child(consolePaths.keys, screens.KeysScreen),
        ],
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const signedIn = signInToConsole;

describe('signing in', () => {
  it('sends a signed-out visitor to the sign-in, and the e-mailed link opens the console', async () => {
    open(`/console/${BRAND}/repairs`);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/console/sign-in?next=${encodeURIComponent(`/console/${BRAND}/repairs`)}`,
      ),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Work e-mail address'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(screen.getByText('Enter an e-mail address such as name@brand.com.')).toBeInTheDocument();
    expect(mock.calls).toHaveLength(0);
    mock.handler = (call) =>
      describeCall(call) === 'POST /console/auth/link' ? { status: 200, data: { ok: true } } : undefined;
    await user.clear(screen.getByLabelText('Work e-mail address'));
    await user.type(screen.getByLabelText('Work e-mail address'), 'claire@maison-aurele.example');
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText(/a sign-in link is on its way/)).toBeInTheDocument();
    expect(bodyOf(mock.calls[0])).toEqual({ email: 'claire@maison-aurele.example' });
  });

  it('exchanges the link’s token for a session and goes where the person was going', async () => {
    mock.handler = (call) => {
      if (describeCall(call) === 'POST /console/auth/sign-in')
        return {
          status: 200,
          data: {
            token: 'hls_new',
            expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
            staff: me(['admin']),
          },
        };
      if (describeCall(call) === 'GET /console/me') return { status: 200, data: me(['admin']) };
      return undefined;
    };
    open(
      `/console/sign-in?token=abcdefghijklmnopqrstuvwxyz&next=${encodeURIComponent(`/console/${BRAND}/keys`)}`,
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/console/${BRAND}/keys`));
    expect(consoleSession.token()).toBe('hls_new');
    expect(bodyOf(mock.calls[0])).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
  });

  it('says why a used link does not open', async () => {
    mock.handler = () => ({
      status: 401,
      data: {
        statusCode: 401,
        code: 'STAFF_LINK_INVALID',
        message: 'This sign-in link is not valid or was already used.',
      },
    });
    open('/console/sign-in?token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('alert')).toHaveTextContent('not valid or was already used');
    expect(consoleSession.token()).toBeNull();
  });
});

describe('the navigation', () => {
  it('shows each role its areas only; admins see them all', async () => {
    signedIn();
    mock.handler = (call) =>
      describeCall(call) === 'GET /console/me' ? { status: 200, data: me(['afterSales']) } : undefined;
    open(`/console/${BRAND}/repairs`);
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Overview', 'Repairs', 'Stores', 'Heirs’ claims', 'Items in care', 'Tags']);
    expect(within(nav).getByRole('link', { name: 'Repairs' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the tags to the catalogue too, and not to a messages-only member', async () => {
    signedIn();
    let roles: StaffRole[] = ['catalogue'];
    mock.handler = (call) =>
      describeCall(call) === 'GET /console/me' ? { status: 200, data: me(roles) } : undefined;
    open(`/console/${BRAND}`);
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Overview', 'Collections', 'Orders', 'Tags']);
    cleanup();
    roles = ['messages'];
    open(`/console/${BRAND}`);
    const other = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(other).queryByRole('link', { name: 'Tags' })).toBeNull();
  });

  it('says a brand the person does not work for is not found', async () => {
    signedIn();
    mock.handler = (call) =>
      describeCall(call) === 'GET /console/me' ? { status: 200, data: me(['admin']) } : undefined;
    open('/console/7a1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f/staff');
    expect(await screen.findByRole('heading', { name: 'Brand not found' })).toBeInTheDocument();
  });
});

describe('the repair board', () => {
  it('accepts a repair with a note to the owner', async () => {
    signedIn();
    const repair = requestedRepair({
      photos: [
        {
          id: 'p1',
          title: 'The crown, seen from the side',
          thumbUrl: '/api/media/images/p1/thumb',
          url: '/api/media/images/p1/full',
        },
      ],
    });
    mock.handler = (call) => {
      const route = describeCall(call);
      if (route === 'GET /console/me') return { status: 200, data: me(['afterSales']) };
      if (route.startsWith(`GET /console/brands/${BRAND}/repairs/`))
        return call.params?.state === 'requested'
          ? { status: 200, data: { items: [repair], total: 1 } }
          : { status: 200, data: { items: [], total: 0 } };
      if (route === `POST /console/brands/${BRAND}/repairs/${repair.id}/state`)
        return { status: 200, data: { ...repair, state: 'accepted' } };
      return undefined;
    };
    open(`/console/${BRAND}/repairs`);
    const card = await screen.findByRole('article', { name: 'Chronographe 1931 · MA-1' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Answer' }));
    const dialog = screen.getByRole('dialog', { name: 'Chronographe 1931 · MA-1' });
    expect(within(dialog).getByText('The crown no longer winds.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'The crown, seen from the side' })).toHaveAttribute(
      'src',
      '/api/media/images/p1/thumb',
    );
    await user.type(within(dialog).getByLabelText(/Note to the owner/), 'We will call you tomorrow.');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Chronographe 1931 moved to Accepted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const move = mock.calls.find((c) => c.method === 'post');
    expect(bodyOf(move)).toEqual({ state: 'accepted', note: 'We will call you tomorrow.' });
  });
});

describe('passkeys', () => {
  it('a link session of someone with a passkey opens nothing until confirmed, and says why it cannot here', async () => {
    signedIn();
    mock.handler = (call) =>
      describeCall(call) === 'GET /console/me' ? { status: 200, data: me(['admin'], 1, true) } : undefined;
    open(`/console/${BRAND}/staff`);
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
    // this test's browser has no WebAuthn: the person is told, nothing is asked of the server
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser cannot use passkeys. Sign in with the link we e-mail you.',
    );
    expect(mock.calls.map(describeCall)).toEqual(['GET /console/me']);
  });

  it('a call refused for the passkey (another tab signed in by link) brings the confirm step', async () => {
    signedIn();
    let waiting = false;
    mock.handler = (call) => {
      const route = describeCall(call);
      if (route === 'GET /console/me') return { status: 200, data: me(['admin'], 1, waiting) };
      if (route === `GET /console/brands/${BRAND}/staff`) {
        waiting = true;
        return {
          status: 403,
          data: { statusCode: 403, code: 'STAFF_PASSKEY_REQUIRED', message: 'Confirm it is you.' },
        };
      }
      return undefined;
    };
    open(`/console/${BRAND}/staff`);
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(mock.calls.map(describeCall).filter((c) => c === 'GET /console/me')).toHaveLength(2);
  });

  it("an admin resets a member's lost passkeys after saying what it does", async () => {
    signedIn();
    const member = {
      id: '22222222-3333-4444-8555-666666666666',
      email: 'paul@maison-aurele.example',
      roles: ['afterSales'],
      addedAt: '2026-11-20T08:00:00.000Z',
      lastSignInAt: null,
      passkeys: 2,
    };
    mock.handler = (call) => {
      const route = describeCall(call);
      if (route === 'GET /console/me') return { status: 200, data: me(['admin'], 1) };
      if (route === `GET /console/brands/${BRAND}/staff`)
        return { status: 200, data: { members: [member], invitations: [] } };
      if (route === `DELETE /console/brands/${BRAND}/staff/${member.id}/passkeys`)
        return { status: 204, data: null };
      return undefined;
    };
    open(`/console/${BRAND}/staff`);
    const row = (await screen.findByRole('rowheader', { name: /paul@/ })).closest('tr')!;
    expect(within(row).getByText('2 passkeys')).toBeInTheDocument();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Reset passkeys' }));
    await waitFor(() =>
      expect(mock.calls.map(describeCall)).toContain(
        `DELETE /console/brands/${BRAND}/staff/${member.id}/passkeys`,
      ),
    );
    expect(confirm.mock.calls[0]?.[0]).toMatch(/^Remove the passkeys of paul@maison-aurele.example\?/);
    confirm.mockRestore();
  });
});

describe('staff and keys', () => {
  it('invites someone with roles, and asks for a role first', async () => {
    signedIn();
    mock.handler = (call) => {
      const route = describeCall(call);
      if (route === 'GET /console/me') return { status: 200, data: me(['admin']) };
      if (route === `GET /console/brands/${BRAND}/staff`)
        return { status: 200, data: { members: [], invitations: [] } };
      if (route === `POST /console/brands/${BRAND}/invitations`)
        return {
          status: 201,
          data: {
            id: 'i',
            email: 'paul@maison-aurele.example',
            roles: ['afterSales'],
            invitedBy: null,
            createdAt: '',
            expiresAt: '',
          },
        };
      return undefined;
    };
    open(`/console/${BRAND}/staff`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address'), 'paul@maison-aurele.example');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(screen.getByText('Choose at least one role.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /After-sales/ }));
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText('Invitation e-mailed to paul@maison-aurele.example. It is good for 7 days.'),
    ).toBeInTheDocument();
    expect(bodyOf(mock.calls.find((c) => c.method === 'post'))).toEqual({
      email: 'paul@maison-aurele.example',
      roles: ['afterSales'],
    });
  });

  it('shows a new API key once', async () => {
    signedIn();
    mock.handler = (call) => {
      const route = describeCall(call);
      if (route === 'GET /console/me') return { status: 200, data: me(['admin']) };
      if (route === `GET /console/brands/${BRAND}/keys`) return { status: 200, data: { items: [] } };
      if (route === `POST /console/brands/${BRAND}/keys`)
        return {
          status: 201,
          data: {
            id: 'k',
            prefix: 'hlk_abcdefgh',
            label: 'ERP',
            createdAt: '2026-11-25T08:00:00.000Z',
            lastUsedAt: null,
            revokedAt: null,
            key: 'hlk_abcdefgh_secret',
          },
        };
      return undefined;
    };
    open(`/console/${BRAND}/keys`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'ERP');
    await user.click(screen.getByRole('button', { name: 'Create the key' }));
    expect(await screen.findByText('hlk_abcdefgh_secret')).toBeInTheDocument();
    expect(screen.getByText('Copy this key now: it will not be shown again.')).toBeInTheDocument();
  });
});

describe('the catalogue', () => {
  it('lists every refused line of a CSV file', async () => {
    signedIn();
    const collection = consoleCollection();
    mock.handler = (call) => {
      const route = describeCall(call);
      if (route === 'GET /console/me') return { status: 200, data: me(['catalogue']) };
      if (route === `GET /console/brands/${BRAND}/collections`)
        return { status: 200, data: { items: [collection] } };
      if (route.startsWith(`GET /console/brands/${BRAND}/collections/${collection.id}/items/`))
        return { status: 200, data: { items: [], total: 0 } };
      if (route === `POST /console/brands/${BRAND}/collections/${collection.id}/import`)
        return {
          status: 400,
          data: {
            statusCode: 400,
            code: 'CSV_INVALID',
            message: 'Nothing was imported: 1 line(s) of the file need fixing.',
            lines: [{ line: 3, column: 'name', code: 'CSV_VALUE_MISSING', message: '"name" is empty.' }],
          },
        };
      return undefined;
    };
    open(`/console/${BRAND}/collections/${collection.id}`);
    const input = await screen.findByLabelText('Choose a CSV file');
    const user = userEvent.setup();
    await user.upload(input, new File(['serial_number,name\nA,B\nC,\n'], 'items.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported: 1 line(s) of the file need fixing.');
    expect(alert).toHaveTextContent('Line 3: "name" is empty.');
    expect(bodyOf(mock.calls.find((c) => c.method === 'post'))).toEqual({
      csv: 'serial_number,name\nA,B\nC,\n',
    });
  });
});

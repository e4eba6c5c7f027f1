// The console's heirs' claims with a mocked console API: the list opening a claim; a claim's heir (masked), owner's
// activity, statement, items and documents (a picture shown, read with the staff's session); approving after a
// confirmation, then who decided; refusing with a required reason, in French; a claim decided or cancelled
// meanwhile said in French and read again; another brand's claim "not found"; the navigation by role.
import type { ConsoleHeirClaim, ConsoleHeirClaimSummary } from '@heirloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { consolePaths } from '../../config/paths';
import { i18n } from '../../i18n';
import { CONSOLE_BRAND, staffMe } from '../../test/fixtures/console';
import { bodyOf, describeCall, mockConsoleHttp, type MockReply } from '../../test/mock-http';
import * as screens from './console-screens';
import { renderConsoleAt } from './console-screen.testing';

const BRAND = CONSOLE_BRAND;
const CLAIM = '3a1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const PICTURE = '4b1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const PDF = '4c1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const mock = mockConsoleHttp({ signedIn: true });
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const summary: ConsoleHeirClaimSummary = {
  claimId: CLAIM,
  state: 'open',
  createdAt: '2026-11-20T09:30:00.000Z',
  itemCount: 2,
  documentCount: 2,
};
const openClaim: ConsoleHeirClaim = {
  claimId: CLAIM,
  state: 'open',
  claimState: 'open',
  createdAt: '2026-11-20T09:30:00.000Z',
  statement: 'My mother passed away in October.',
  heirPhone: '+33 •••••••42',
  ownerLastSeenAt: '2025-09-01T08:00:00.000Z',
  heirsToldAt: '2026-11-18T08:00:00.000Z',
  items: [
    {
      id: '5a1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      name: 'Chronographe 1931',
      serialNumber: 'MA-1',
      held: true,
    },
    { id: '5b1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Carnet', serialNumber: 'MA-2', held: false },
  ],
  documents: [
    {
      id: PICTURE,
      fileName: 'certificate.jpg',
      mediaType: 'image/jpeg',
      size: 204_800,
      createdAt: '2026-11-20T09:35:00.000Z',
    },
    {
      id: PDF,
      fileName: 'notary.pdf',
      mediaType: 'application/pdf',
      size: 51_200,
      createdAt: '2026-11-20T09:36:00.000Z',
    },
  ],
  requiredDocuments: ['A death certificate', 'A document proving you are the heir'],
  reason: null,
  decidedBy: null,
  decidedAt: null,
};
const decided = (state: 'approved' | 'refused', reason: string | null = null): ConsoleHeirClaim => ({
  ...openClaim,
  state,
  claimState: 'closed',
  // approved: the item the owner held is the heir's now
  items: openClaim.items.map((item) => ({ ...item, held: state === 'refused' && item.held })),
  reason,
  decidedBy: 'claire@maison-aurele.example',
  decidedAt: '2026-11-21T10:00:00.000Z',
});
const claimPath = `/console/brands/${BRAND}/heir-claims/${CLAIM}`;

/** The brand's claims, the claim as it stands (`current`), and what a decision answers. */
function answer(roles: Parameters<typeof staffMe>[0], decision?: () => MockReply) {
  let current: ConsoleHeirClaim = openClaim;
  mock.handler = (call) => {
    const route = describeCall(call);
    if (route === 'GET /console/me') return { status: 200, data: staffMe(roles) };
    if (route === `GET /console/brands/${BRAND}/heir-claims/25/0`)
      return { status: 200, data: { items: [summary], total: 1 } };
    if (route === `GET ${claimPath}`) return { status: 200, data: current };
    if (route === `GET ${claimPath}/documents/${PICTURE}`)
      return { status: 200, data: new Blob(['jpeg'], { type: 'image/jpeg' }) };
    if (decision && (route === `POST ${claimPath}/approve` || route === `POST ${claimPath}/refuse`)) {
      const reply = decision();
      if (reply.status === 200) current = reply.data as ConsoleHeirClaim;
      return reply;
    }
    return undefined;
  };
  return {
    change: (claim: ConsoleHeirClaim) => {
      current = claim;
    },
  };
}

const routes = [
  { path: consolePaths.heirClaims, element: <screens.HeirClaimsScreen /> },
  { path: consolePaths.heirClaim, element: <screens.HeirClaimScreen /> },
  { path: consolePaths.heirSettings, element: <screens.HeirSettingsScreen /> },
];
const posts = () => mock.calls.filter((c) => c.method.toUpperCase() === 'POST');

describe('the heirs’ claims', () => {
  it('lists the claims and opens one: heir masked, facts, statement, items, documents', async () => {
    answer(['afterSales']);
    renderConsoleAt(`/console/${BRAND}/heir-claims`, routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Heirs’ claims' })).toBeInTheDocument();
    const row = (await screen.findByText('To review')).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('link', { name: /^Claim of November 20, 2026/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: /^Claim of November 20, 2026/ }),
    ).toBeVisible();
    expect(screen.getByText('+33 •••••••42')).toBeInTheDocument();
    expect(screen.getByText('My mother passed away in October.')).toBeInTheDocument();
    expect(screen.getByText(/September 1, 2025/)).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Your items in this claim' });
    expect(
      within(within(items).getByText('MA-1').closest('tr')!).getByText('Still the owner’s'),
    ).toBeVisible();
    expect(
      within(within(items).getByText('MA-2').closest('tr')!).getByText(
        'No longer the owner’s: it will not move',
      ),
    ).toBeVisible();
    const documents = screen.getByRole('region', { name: 'Documents from the heir' });
    expect(within(documents).getByText('A death certificate')).toBeInTheDocument();
    // a picture is shown on the page once asked for, read with the staff's session
    await user.click(within(documents).getByRole('button', { name: 'View certificate.jpg' }));
    const picture = await within(documents).findByRole('img', {
      name: 'Document from the heir: certificate.jpg',
    });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    const read = mock.calls.find((c) => c.url.endsWith(`/documents/${PICTURE}`));
    expect(read?.headers.Authorization).toBe('Bearer hls_test');
    expect(read?.responseType).toBe('blob');
    // a PDF is downloaded, never embedded
    expect(within(documents).queryByRole('button', { name: 'View notary.pdf' })).toBeNull();
    expect(within(documents).getByRole('button', { name: 'Download notary.pdf' })).toBeInTheDocument();
  });

  it('approves after saying what moves, then shows who decided', async () => {
    answer(['afterSales'], () => ({ status: 200, data: decided('approved') }));
    renderConsoleAt(`/console/${BRAND}/heir-claims/${CLAIM}`, routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve the claim' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the claim?' });
    // only the item the owner still holds moves
    expect(within(dialog).getByText(/^1 item the owner still holds moves/)).toBeInTheDocument();
    expect(within(dialog).getByText('Chronographe 1931 · MA-1')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Carnet/)).toBeNull();
    expect(posts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve and hand the items over' }));
    expect(await screen.findByText(/^Claim approved: the items are now the heir’s/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Approved by claire@maison-aurele\.example on November 21, 2026/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve the claim' })).toBeNull();
    const items = screen.getByRole('region', { name: 'Your items in this claim' });
    expect(
      within(within(items).getByText('MA-1').closest('tr')!).getByText('No longer the owner’s'),
    ).toBeVisible();
    expect(posts().map(describeCall)).toEqual([`POST ${claimPath}/approve`]);
    expect(screen.getByRole('heading', { name: 'Decision' })).toHaveFocus();
  });

  it('refuses with a reason the heir is told, in French', async () => {
    await i18n.changeLanguage('fr');
    answer(['admin'], () => ({ status: 200, data: decided('refused', 'L’acte de décès est illisible.') }));
    renderConsoleAt(`/console/${BRAND}/heir-claims/${CLAIM}`, routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refuser la demande' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuser la demande' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuser et prévenir l’héritier' }));
    expect(within(dialog).getByText('Dites pourquoi la demande est refusée.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.click(within(dialog).getByLabelText(/Raison/));
    await user.paste('  L’acte de décès est illisible. ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser et prévenir l’héritier' }));
    expect(await screen.findByText(/^Demande refusée : l’héritier en est prévenu/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Refusée par claire@maison-aurele\.example le 21 novembre 2026/),
    ).toBeInTheDocument();
    expect(screen.getByText('L’acte de décès est illisible.')).toBeInTheDocument();
    expect(bodyOf(posts()[0])).toEqual({ reason: 'L’acte de décès est illisible.' });
  });

  it('says in French that the owner came back meanwhile, and shows the claim cancelled', async () => {
    await i18n.changeLanguage('fr');
    const state = answer(['afterSales'], () => {
      // the owner signed in while the staff read: the claim is cancelled
      state.change({ ...openClaim, state: 'cancelled', claimState: 'cancelled' });
      return {
        status: 409,
        data: {
          statusCode: 409,
          code: 'CLAIM_NOT_OPEN',
          message: 'Cette demande ne peut pas être faite ou tranchée maintenant.',
        },
      };
    });
    renderConsoleAt(`/console/${BRAND}/heir-claims/${CLAIM}`, routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accepter la demande' }));
    await user.click(screen.getByRole('button', { name: 'Accepter et transmettre les objets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Cette demande ne peut plus être tranchée : quelqu’un d’autre l’a fait, ou elle a été annulée/,
    );
    expect(await screen.findByText(/^Annulée : le propriétaire s’est manifesté/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accepter la demande' })).toBeNull();
  });

  it('keeps another refusal in its dialog, in the API’s words (an item busy)', async () => {
    answer(['afterSales'], () => ({
      status: 409,
      data: {
        statusCode: 409,
        code: 'CLAIM_ITEMS_BUSY',
        message:
          '“Chronographe 1931” is in a repair, reserved, on its way or declared lost or stolen: settle that first.',
      },
    }));
    renderConsoleAt(`/console/${BRAND}/heir-claims/${CLAIM}`, routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve the claim' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the claim?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and hand the items over' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/“Chronographe 1931” is in a repair/);
  });

  it('says a claim of no concern to the brand is not found', async () => {
    answer(['afterSales']);
    const other = '3f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    renderConsoleAt(`/console/${BRAND}/heir-claims/${other}`, routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All claims' })).toHaveAttribute(
      'href',
      `/console/${BRAND}/heir-claims`,
    );
  });
});

describe('the navigation', () => {
  const navFor = async (roles: Parameters<typeof staffMe>[0]) => {
    answer(roles);
    renderConsoleAt(`/console/${BRAND}/heir-claims`, routes);
    return within(await screen.findByRole('navigation', { name: 'Console' }));
  };

  it('shows after-sales the claims and the items in care, not the heirs’ documents', async () => {
    const nav = await navFor(['afterSales']);
    expect(nav.getByRole('link', { name: 'Heirs’ claims' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Items in care' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Heirs’ documents' })).toBeNull();
  });

  it('shows admins all three, in French', async () => {
    await i18n.changeLanguage('fr');
    const nav = await navFor(['admin']);
    expect(nav.getByRole('link', { name: 'Demandes d’héritiers' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Objets confiés' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Documents des héritiers' })).toBeInTheDocument();
  });

  it('shows the catalogue staff none of them', async () => {
    const nav = await navFor(['catalogue']);
    expect(nav.queryByRole('link', { name: 'Heirs’ claims' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Items in care' })).toBeNull();
  });
});

// The carer's screens with a mocked API: the list of items entrusted to them (empty, then rows), one item with only
// what its owner shared, how to show possession, and ending the care early after a confirmation; in English and
// French. No send, sale or declaration is offered.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { CARE_ID, makeCare } from '../../test/fixtures/inheritance';
import { apiError, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { EntrustedItemScreen } from './entrusted-item-screen';
import { EntrustedScreen } from './entrusted-screen';

const mock = mockHttp();

function serve(routes: Record<string, MockReply>) {
  mock.handler = (call) => routes[describeCall(call)] ?? apiError(404, 'Not found');
}

const openItem = () => renderScreen(<EntrustedItemScreen />, '/entrusted/:careId', `/entrusted/${CARE_ID}`);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('EntrustedScreen', () => {
  it('lists the items entrusted now, soonest end first, each to its own page', async () => {
    const other = makeCare({ name: 'Travel bag', brand: { name: 'Nuit', logoUrl: null } }, 'c2');
    serve({ 'GET /v1/care/entrusted/50/0': { status: 200, data: { items: [makeCare(), other], total: 2 } } });
    renderScreen(<EntrustedScreen />, '/entrusted', '/entrusted');
    expect(await screen.findByRole('link', { name: /Chronograph No. 1/ })).toHaveAttribute(
      'href',
      `/entrusted/${CARE_ID}`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Entrusted to me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Travel bag/ })).toHaveTextContent('Until December 15, 2026');
  });

  it('says so when nothing is entrusted, in French', async () => {
    await i18n.changeLanguage('fr');
    serve({ 'GET /v1/care/entrusted/50/0': { status: 200, data: { items: [], total: 0 } } });
    renderScreen(<EntrustedScreen />, '/entrusted', '/entrusted');
    expect(
      await screen.findByRole('heading', { name: 'Aucun objet ne vous est confié' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confiés à moi' })).toBeInTheDocument();
  });
});

describe('EntrustedItemScreen', () => {
  it('shows only what the owner shared, until when, and how to show possession', async () => {
    serve({ [`GET /v1/care/entrusted/${CARE_ID}`]: { status: 200, data: makeCare() } });
    openItem();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chronograph No. 1' })).toBeInTheDocument();
    expect(
      screen.getByText(/Entrusted to you from November 1, 2026 until December 15, 2026/),
    ).toBeInTheDocument();
    expect(screen.getByText(/By its owner/)).toBeInTheDocument();
    expect(screen.getByText('AR-1001')).toBeInTheDocument();
    // nothing shared: no pictures, no certificate, no note
    expect(screen.queryByRole('region', { name: 'Pictures' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Certificate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'A note from the owner' })).not.toBeInTheDocument();
    const show = screen.getByRole('region', { name: 'Showing it is in your care' });
    expect(show).toHaveTextContent('in the care of someone its owner trusted, never who');
    // the carer cannot send, sell or declare it
    expect(screen.queryByRole('button', { name: /send|sell|declare|lost|stolen/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /send|sell|declare|lost|stolen/i })).not.toBeInTheDocument();
  });

  it('shows what was shared: the owner’s name, the note, the pictures and the certificate, in French', async () => {
    await i18n.changeLanguage('fr');
    const care = makeCare({
      ownerName: 'Claire',
      note: 'Remontez-la une fois par semaine.',
      pictures: [{ title: 'Cadran', url: '/m/1/full', thumbnailUrl: '/m/1/thumb', width: 400, height: 400 }],
      certificate: {
        mint: {
          ledger: 'heirloom',
          tokenId: '42',
          record: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
          mintedAt: '2026-01-01T00:00:00.000Z',
        },
        token: null,
        digitalLink: 'http://localhost:3000/01/09506000134352/21/AR-1001',
      },
    });
    serve({ [`GET /v1/care/entrusted/${CARE_ID}`]: { status: 200, data: care } });
    openItem();
    expect(await screen.findByText(/Par Claire/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Un mot du propriétaire' })).toHaveTextContent(
      'Remontez-la une fois par semaine.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Photos' })).getByRole('img', { name: 'Cadran' }),
    ).toBeInTheDocument();
    const certificate = screen.getByRole('region', { name: 'Certificat' });
    expect(within(certificate).getByText('9f86d081…f00a08')).toBeInTheDocument();
    expect(within(certificate).getByRole('link', { name: 'Ouvrir sa page publique' })).toHaveAttribute(
      'href',
      'http://localhost:3000/01/09506000134352/21/AR-1001',
    );
    expect(screen.getByRole('button', { name: 'Mettre fin à la garde maintenant' })).toBeInTheDocument();
  });

  it('ends the care only once confirmed, then says the item is back with its owner', async () => {
    const user = userEvent.setup();
    serve({
      [`GET /v1/care/entrusted/${CARE_ID}`]: { status: 200, data: makeCare() },
      [`POST /v1/care/entrusted/${CARE_ID}/end`]: { status: 200, data: { ok: true } },
    });
    openItem();
    await user.click(await screen.findByRole('button', { name: 'End the care now' }));
    const dialog = screen.getByRole('dialog', { name: 'End the care now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it for now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mock.calls.map(describeCall)).not.toContain(`POST /v1/care/entrusted/${CARE_ID}/end`);

    await user.click(screen.getByRole('button', { name: 'End the care now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End the care' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The care has ended' })).toBeInTheDocument();
    expect(
      screen.getByText('Chronograph No. 1 is back with its owner alone; they have been told.'),
    ).toBeInTheDocument();
    expect(mock.calls.map(describeCall).filter((c) => c.startsWith('POST'))).toEqual([
      `POST /v1/care/entrusted/${CARE_ID}/end`,
    ]);
  });

  it('says the care is over when the item is no longer entrusted (404)', async () => {
    serve({});
    openItem();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No longer entrusted to you' }),
    ).toBeInTheDocument();
  });
});

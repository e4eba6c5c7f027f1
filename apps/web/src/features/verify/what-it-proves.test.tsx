// What the public page proves, in English and French: without a tap it claims the record only and says how to
// check the object; with an owner's proof (`?proof=`) a banner says so until it lapses, or why it does not hold.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnershipProofCheck } from '../../api/ownership-proof';
import type { PublicItem } from '../../api/protection';
import { i18n } from '../../i18n';
import { makePublicItem } from '../../test/fixtures/protection';
import { apiError, describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { VerifyScreen } from './verify-screen';

const mock = mockHttp();
const PROOF = 'sealed-proof-0123456789abcdef';

function api(item: PublicItem, proof?: OwnershipProofCheck) {
  mock.handler = (call) =>
    call.url.startsWith('/public/ownershipProof') && proof
      ? { status: 200, data: proof }
      : { status: 200, data: item };
}

const open = (query = '') => renderScreen(<VerifyScreen />, '/verify/:publicId', `/verify/pub-1${query}`);
const time = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));
const proven = (checkedAt: Date, publicId = 'pub-1'): OwnershipProofCheck => ({
  status: 'proven',
  publicId,
  checkedAt: checkedAt.toISOString(),
  validUntil: new Date(checkedAt.getTime() + 300_000).toISOString(),
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('the public page without a tap', () => {
  it.each([
    ['en', 'Registered by Maison Arlo.', 'This page proves the record, not the object', 'with No. AR-1001.'],
    ['fr', 'Enregistré par Maison Arlo.', 'Cette page prouve la fiche, pas l’objet', 'avec le nº AR-1001.'],
  ])(
    '(%s) shows the record, says how to check the object, and claims nothing of it',
    async (lang, registered, title, serial) => {
      await i18n.changeLanguage(lang as 'en' | 'fr');
      api(makePublicItem());
      open();
      expect(await screen.findByText(registered)).toBeInTheDocument();
      const check = screen.getByRole('region', { name: title });
      expect(within(check).getByText(/Heirloom/)).toHaveTextContent(
        lang === 'fr' ? /puce Heirloom/ : /Heirloom tag/,
      );
      expect(within(check).getByText(new RegExp(serial.replace('.', '\\.')))).toBeInTheDocument();
      // no word of the object's authenticity, anywhere on the page; no proof asked for
      expect(document.body.textContent).not.toMatch(/authenti|genuine|Verified by/i);
      expect(mock.calls.map(describeCall)).toEqual(['GET /public/items/pub-1']);
    },
  );
});

describe('a proof of ownership on the public page', () => {
  it('says who shared the link holds the item, with the times, then that it expired after 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const now = new Date();
    api(makePublicItem(), proven(now));
    open(`?proof=${PROOF}`);
    const banner = (await screen.findByText('Proof of ownership')).closest('[role="status"]')!;
    expect(banner).toHaveTextContent(
      `The person who shared this link holds this item in Heirloom, checked at ${time(now.toISOString(), 'en-US')} (valid until ${time(new Date(now.getTime() + 300_000).toISOString(), 'en-US')}).`,
    );
    expect(mock.calls.map((call) => [describeCall(call), call.params])).toContainEqual([
      'GET /public/ownershipProof',
      { proof: PROOF },
    ]);
    await act(async () => {
      vi.advanceTimersByTime(301_000);
    });
    expect(await screen.findByText('This proof of ownership has expired')).toBeInTheDocument();
    expect(screen.queryByText('Proof of ownership')).not.toBeInTheDocument();
    expect(screen.getByText('Registered by Maison Arlo.')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    const now = new Date();
    api(makePublicItem(), proven(now));
    open(`?proof=${PROOF}`);
    const banner = (await screen.findByText('Preuve de possession')).closest('[role="status"]')!;
    expect(banner).toHaveTextContent(
      `La personne qui a partagé ce lien détient cet objet sur Heirloom, vérifié à ${time(now.toISOString(), 'fr-FR')} (valable jusqu’à`,
    );
  });

  it.each([
    [
      'en',
      { status: 'expired' } as const,
      'This proof of ownership has expired',
      /Ask the person who shared it/,
    ],
    ['fr', { status: 'expired' } as const, 'Cette preuve de possession a expiré', /Demandez-en une nouvelle/],
    ['en', { status: 'invalid' } as const, 'This proof of ownership does not hold', /changed hands/],
    ['fr', { status: 'invalid' } as const, 'Cette preuve de possession n’est pas valable', /changé de mains/],
  ])('(%s) says when it no longer holds: %s', async (lang, answer, title, text) => {
    await i18n.changeLanguage(lang as 'en' | 'fr');
    api(makePublicItem(), answer);
    open(`?proof=${PROOF}`);
    const banner = (await screen.findByText(title)).closest('[role="status"]')!;
    expect(banner).toHaveTextContent(text);
  });

  it('says a link cut short does not hold (the server refuses its shape)', async () => {
    mock.handler = (call) =>
      call.url.startsWith('/public/ownershipProof')
        ? apiError(400, 'Invalid input.', 'proof')
        : { status: 200, data: makePublicItem() };
    open('?proof=cut');
    expect(await screen.findByText('This proof of ownership does not hold')).toBeInTheDocument();
  });

  it('does not show another item’s proof as this one’s', async () => {
    api(makePublicItem(), proven(new Date(), 'pub-2'));
    open(`?proof=${PROOF}`);
    expect(await screen.findByText('This proof of ownership does not hold')).toBeInTheDocument();
    expect(screen.queryByText('Proof of ownership')).not.toBeInTheDocument();
  });

  it('keeps a stolen item’s warning first', async () => {
    const since = '2024-05-02T12:00:00.000Z';
    api(makePublicItem({ opposition: { active: true, kind: 'stolen', since } }), proven(new Date()));
    open(`?proof=${PROOF}`);
    const banner = (await screen.findByText('Proof of ownership')).closest('[role="status"]')!;
    const alarm = screen.getByText('Declared stolen').closest('[role="alert"]')!;
    expect(alarm.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

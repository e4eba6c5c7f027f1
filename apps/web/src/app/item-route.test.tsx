// The item page with a mocked API: full card, tags, tabs, the minting state (docs/product.md "States"), "not found".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { makeEvent, makeImage, makeItem, page } from '../test/fixtures/items';
import { apiError, mockHttp, type MockHandler } from '../test/mock-http';
import { currentLocation, renderScreen } from '../test/render-screen';
import { ItemRoute, repairRequestLoader } from './item-route';
import type { ItemToken } from '../api/items';
import { makeStep, makeToken, TX_MOVE } from '../test/fixtures/token';

const mock = mockHttp();
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

function answer(item = makeItem(1, { imageCount: 2 }), token: ItemToken = null): MockHandler {
  return (call) => {
    if (call.url?.includes('getProductToken')) return { status: 200, data: token };
    if (call.url?.includes('getProductHistory')) return page([makeEvent(1, { kind: 'minted' })]);
    if (call.url?.includes('/images/'))
      return { status: 200, data: { items: [makeImage(1), makeImage(2, { isPublic: false })] } };
    return { status: 200, data: item };
  };
}

const open = (query = '') => renderScreen(<ItemRoute />, '/items/:id', `/items/${makeItem(1).id}${query}`);

describe('ItemScreen', () => {
  it('shows where its token is on the chain, under the details', async () => {
    const token = makeToken({ lastTransfer: makeStep({ kind: 'move', txHash: TX_MOVE }) });
    mock.handler = answer(makeItem(1, { imageCount: 2 }), token);
    open();
    const certificate = await screen.findByRole('region', { name: 'Digital certificate' });
    expect(await within(certificate).findByText('Polygon')).toBeInTheDocument();
    expect(within(certificate).getByText('Held for you by Heirloom')).toBeInTheDocument();
    expect(within(certificate).getByText('Confirmed')).toBeInTheDocument();
    expect(mock.calls.map((c) => c.url)).toContain(`/v1/products/getProductToken/${makeItem(1).id}`);
  });

  it('shows the full card, its details open by default, tags and the certificate', async () => {
    mock.handler = answer();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chronograph No. 1' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Chronograph No. 1' });
    expect(within(card).getByRole('img', { name: 'Photo of Chronograph No. 1' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(within(card).getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('A hand-finished chronograph, piece 1.')).toBeVisible();

    const tags = screen.getByRole('list', { name: 'Status, brand and serial number' });
    expect(within(tags).getByText('Active')).toBeInTheDocument();
    expect(within(tags).getByText('Maison Arlo')).toBeInTheDocument();
    expect(within(tags).getAllByText('AR-1001')).toHaveLength(1);

    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Steel, 39 mm')).toBeInTheDocument();
    // the certificate as it truly stands: a record in Heirloom's ledger, no chain or transaction made up
    expect(screen.getByText('Heirloom’s ledger')).toBeInTheDocument();
    expect(screen.getByText('9f86d081…f00a08')).toHaveAttribute(
      'title',
      '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    );
    expect(screen.getByText(/not on a public blockchain yet/)).toBeInTheDocument();
    expect(screen.queryByText(/Polygon|Transaction|Contract/)).not.toBeInTheDocument();
    expect(screen.getByText('March 5, 2024')).toBeInTheDocument();
  });

  it('marks brand texts written in another language than the app’s with that language (lang)', async () => {
    mock.handler = answer(
      makeItem(1, {
        description: 'Un chronographe fini à la main.',
        descriptionLang: 'fr',
        attributes: [
          { label: 'Boîtier', value: 'Acier, 39 mm', lang: 'fr' },
          { label: 'Dial', value: 'Green', lang: 'en' },
        ],
      }),
    );
    open();
    expect(await screen.findByText('Un chronographe fini à la main.')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Boîtier').parentElement).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Dial').parentElement).toHaveAttribute('lang', 'en');
  });

  it('tints the page with the item’s own brand', async () => {
    mock.handler = answer();
    open();
    await screen.findByRole('heading', { level: 1, name: 'Chronograph No. 1' });
    const scope = document.querySelector<HTMLElement>('[data-brand-scope]');
    expect(scope?.style.getPropertyValue('--brand-primary')).toBe('#1b2a41');
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('');
  });

  it('switches tabs, keeping the choice in the address', async () => {
    mock.handler = answer();
    open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Photos (2)' }));
    expect(currentLocation()).toMatch(/\?tab=gallery$/);
    expect(await screen.findByRole('link', { name: 'Photo 1' })).toHaveAttribute(
      'href',
      `/items/${makeItem(1).id}/gallery?photo=${makeImage(1).id}`,
    );
    expect(screen.getByRole('link', { name: 'Open the gallery (2 photos)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Certificate minted')).toBeInTheDocument();
  });

  it('has a Messages tab showing the item’s unread count, and the messages once opened', async () => {
    const base = answer();
    mock.handler = (call) => {
      if (call.url?.startsWith('/v1/messages/unseenCountByProducts/')) {
        return { status: 200, data: { items: [{ productId: makeItem(1).id, unseen: 3 }], total: 3 } };
      }
      if (call.url?.startsWith('/v1/messages/')) return page([]);
      return base(call);
    };
    open();
    const tab = await screen.findByRole('tab', { name: 'Messages 3 unread messages' });
    await userEvent.click(tab);
    expect(currentLocation()).toMatch(/\?tab=messages$/);
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  });

  it('while minting: hourglass, mint label and a details section that cannot open (docs/product.md, states)', async () => {
    mock.handler = answer(makeItem(1, { isToMint: true, mint: null }));
    open();
    const card = await screen.findByRole('article', { name: 'Certificate being minted' });
    expect(within(card).getByRole('img', { name: 'Pending' })).toBeInTheDocument();
    expect(within(card).queryByText('Chronograph No. 1')).not.toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: 'Details' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/The certificate is being recorded/)).toBeInTheDocument();
  });

  it('while minting: neither its name nor the brand’s picture anywhere, tab title, Photos tab and QR code included (docs/product.md, states)', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const brandPicture = makeImage(1, {
      mine: false,
      title: 'Tourbillon Nuit',
      thumbnailUrl: '/brand/thumb',
    });
    const ownPhoto = makeImage(2, { title: 'On the wrist', isPublic: false });
    mock.handler = (call) => {
      if (call.url?.includes('/images/')) return { status: 200, data: { items: [brandPicture, ownPhoto] } };
      return answer(makeItem(1, { name: 'Tourbillon Nuit', isToMint: true, mint: null, imageCount: 2 }))(
        call,
      );
    };
    open();
    const noTrace = () => {
      expect(document.title).not.toMatch(/Tourbillon/);
      expect(document.body.innerHTML).not.toMatch(/Tourbillon|\/brand\/thumb/);
    };
    await screen.findByRole('heading', { level: 1, name: 'Certificate being minted' });
    await waitFor(() => expect(document.title).toMatch(/^Certificate being minted · /));
    const block = screen.getByRole('region', { name: 'Public record' });
    await within(block).findByRole('img', { name: /^QR code of the public page/ });
    noTrace();
    await userEvent.click(within(block).getByRole('button', { name: 'Share the link' }));
    expect(JSON.stringify(share.mock.calls)).not.toMatch(/Tourbillon/);

    // the owner's own photos stay theirs; the brand's picture is not counted
    await userEvent.click(await screen.findByRole('tab', { name: 'Photos (1)' }));
    expect(await screen.findByRole('link', { name: /^On the wrist/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the gallery (1 photo)' })).toBeInTheDocument();
    noTrace();
  });

  it('warns when the item is declared stolen', async () => {
    mock.handler = answer(
      makeItem(1, {
        status: 'stolen',
        opposition: { active: true, kind: 'stolen', since: '2024-05-02T12:00:00.000Z' },
      }),
    );
    await i18n.changeLanguage('fr');
    open();
    expect(await screen.findByRole('note')).toHaveTextContent('Déclaré volé le 2 mai 2024.');
    expect(screen.getByText('Depuis le 2 mai 2024')).toBeInTheDocument();
  });

  it('names the browser tab after the item, and hides the photos when the brand turns them off', async () => {
    mock.handler = answer();
    mock.settings = {
      status: 200,
      data: { name: 'Maison Arlo', theme: {}, features: { gallery: false } },
    };
    open();
    await screen.findByRole('heading', { level: 1, name: 'Chronograph No. 1' });
    await waitFor(() => expect(document.title).toBe('Chronograph No. 1 · Maison Arlo'));
    expect(screen.queryByRole('tab', { name: /Photos/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toBeInTheDocument();
  });

  it('shows a friendly page for an item that is not the owner’s', async () => {
    mock.handler = () => apiError(404, 'Not found');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my collections' })).toHaveAttribute('href', '/');
  });
});

const actions = () =>
  within(screen.getByRole('group', { name: 'What you can do' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('ItemScreen: actions and authenticity', () => {
  const id = makeItem(1).id;

  it('offers sending, entrusting, a repair and a declaration for an active item', async () => {
    mock.handler = answer();
    open();
    await screen.findByRole('heading', { level: 1, name: 'Chronograph No. 1' });
    expect(actions()).toEqual([
      ['Send', `/items/${id}/send`],
      ['Entrust', `/items/${id}/entrust`],
      ['Request a repair', `/items/${id}/repair`],
      ['Declare lost or stolen', `/items/${id}/opposition`],
    ]);
  });

  it('in repair: follows the repair, offers entrusting it to the repairer, neither sending nor a declaration', async () => {
    mock.handler = answer(makeItem(1, { status: 'in_repair' }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Chronograph No. 1' });
    expect(actions()).toEqual([
      ['Entrust', `/items/${id}/entrust`],
      ['Repair in progress', `/items/${id}/repair`],
    ]);
  });

  it('declared lost: offers withdrawing the declaration, and no repair', async () => {
    mock.handler = answer(
      makeItem(1, {
        status: 'lost',
        opposition: { active: true, kind: 'lost', since: '2024-05-02T12:00:00.000Z' },
      }),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: 'Chronograph No. 1' });
    expect(actions()).toEqual([['Withdraw the declaration', `/items/${id}/opposition`]]);
  });

  it('on its way to someone: no sending, no repair, no declaration', async () => {
    mock.handler = answer(makeItem(1, { status: 'pending_transfer' }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Chronograph No. 1' });
    expect(screen.getByRole('group', { name: 'What you can do' })).toBeEmptyDOMElement();
  });

  it('hides the repair request when the brand does not take repairs', async () => {
    mock.handler = answer();
    mock.settings = { status: 200, data: { name: 'Maison Arlo', theme: {}, features: { repairs: false } } };
    open();
    await screen.findByRole('heading', { level: 1, name: 'Chronograph No. 1' });
    await waitFor(() => expect(mock.settingsCalls.length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Request a repair' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Declare lost or stolen' })).toBeInTheDocument();
  });

  it('shows a QR code of the item’s Digital Link and copies it where there is no share sheet', async () => {
    const user = userEvent.setup();
    mock.handler = answer();
    open();
    const block = await screen.findByRole('region', { name: 'Public record' });
    // the address the server gives (test/fixtures/items.ts), on this app's origin: opened by its own router
    const url = `${window.location.origin}/01/09506000134352/21/AR-1001`;
    const qr = await within(block).findByRole('img', {
      name: 'QR code of the public page of Chronograph No. 1',
    });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(within(block).getByRole('link', { name: url })).toHaveAttribute(
      'href',
      '/01/09506000134352/21/AR-1001',
    );
    await user.click(within(block).getByRole('button', { name: 'Copy the link' }));
    expect(await within(block).findByText('Link copied.')).toHaveAttribute('role', 'status');
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
  });

  it('opens the system share sheet when there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    mock.handler = answer();
    open();
    const block = await screen.findByRole('region', { name: 'Public record' });
    await userEvent.click(within(block).getByRole('button', { name: 'Share the link' }));
    expect(share).toHaveBeenCalledWith({
      title: 'The Heirloom record of Chronograph No. 1',
      url: `${window.location.origin}/01/09506000134352/21/AR-1001`,
    });
    expect(within(block).queryByText('Link copied.')).not.toBeInTheDocument();
  });
});

describe('ItemScreen: its NFC tag, in the public record', () => {
  const READ_AT = '2026-11-28T10:15:00.000Z';
  /** The item's answers, and its tag's (`tag`: the answer of GET /v1/products/:id/tag). */
  function withTag(tag: { status: number; data?: unknown }): MockHandler {
    const rest = answer();
    return (call) => (call.url?.endsWith('/tag') ? tag : rest(call));
  }
  const longDateTime = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(READ_AT));

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says when its tag was last read, once asked', async () => {
    mock.handler = withTag({ status: 200, data: { tagged: true, lastGenuineTapAt: READ_AT } });
    open();
    const block = await screen.findByRole('region', { name: 'Public record' });
    expect(
      await within(block).findByText(`Its tag was last read on ${longDateTime('en-US')}.`),
    ).toBeInTheDocument();
    expect(mock.calls.filter((call) => call.url === `/v1/products/${makeItem(1).id}/tag`)).toHaveLength(1);
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    mock.handler = withTag({ status: 200, data: { tagged: true, lastGenuineTapAt: READ_AT } });
    open();
    const block = await screen.findByRole('region', { name: 'Fiche publique' });
    expect(
      await within(block).findByText(`Sa puce a été lue pour la dernière fois le ${longDateTime('fr-FR')}.`),
    ).toBeInTheDocument();
  });

  it('a tag never read yet says so', async () => {
    mock.handler = withTag({ status: 200, data: { tagged: true, lastGenuineTapAt: null } });
    open();
    const block = await screen.findByRole('region', { name: 'Public record' });
    expect(await within(block).findByText('Its tag has not been read yet.')).toBeInTheDocument();
  });

  it.each([
    ['no tag', { status: 200, data: { tagged: false, lastGenuineTapAt: null } }],
    ['a 404', apiError(404, 'No such item')],
    ['a failure', apiError(503, 'Unavailable')],
  ])('%s: says nothing of a tag', async (_, tag) => {
    mock.handler = withTag(tag);
    open();
    const block = await screen.findByRole('region', { name: 'Public record' });
    await waitFor(() => expect(mock.calls.some((call) => call.url?.endsWith('/tag'))).toBe(true));
    // the answer has come and gone: still no word of a tag
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(block).queryByText(/tag/i)).not.toBeInTheDocument();
  });
});

describe('the repair request a link from outside names (the linkset’s gs1:serviceInfo)', () => {
  const PUBLIC_ID = 'pub-0001';
  const load = () =>
    repairRequestLoader({
      params: { publicId: PUBLIC_ID },
      request: new Request(`http://localhost/repair/${PUBLIC_ID}`),
      context: undefined,
    } as never);

  it('takes the item’s holder to the item’s own repair page', async () => {
    mock.handler = () => ({ status: 200, data: { id: makeItem(1).id } });
    const response = await load();
    expect(mock.calls.map((c) => c.url)).toEqual([expect.stringContaining(PUBLIC_ID)]);
    expect(response.headers.get('Location')).toBe(`/items/${makeItem(1).id}/repair`);
  });

  it('takes anyone who does not hold it to the item’s public page', async () => {
    mock.handler = () => apiError(404, 'Not found.');
    expect((await load()).headers.get('Location')).toBe(`/verify/${PUBLIC_ID}`);
  });

  it('lets another failure reach the route’s error screen', async () => {
    mock.handler = () => apiError(503, 'The service is unavailable.');
    await expect(load()).rejects.toThrow();
  });
});

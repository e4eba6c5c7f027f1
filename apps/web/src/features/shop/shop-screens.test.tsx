// The shop's screens with a mocked API: collections on sale (price, what is left, sold out) in English and
// French, a collection's items with availability paged by 10, and market links good, broken or expired.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { bodyOf, describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { COLLECTION_ID, makeCollection, makeShopItem, uuid } from '../../test/fixtures/shop';
import { ShopCollectionScreen } from './shop-collection-screen';
import { ShopMarketScreen } from './shop-market-screen';
import { ShopScreen } from './shop-screen';
import { type HttpRequest } from '../../api/http';

const mock = mockHttp();
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const collections = [
  makeCollection(),
  makeCollection({
    id: uuid(2, '6'),
    name: 'Atelier 1931 — Limited Edition',
    price: { amount: 480_000, currency: 'EUR' },
    itemsLeft: 0,
    itemsTotal: 4,
  }),
];

describe('ShopScreen', () => {
  it('lists the collections on sale with cover, brand, price and what is left, or sold out', async () => {
    mock.handler = () => ({ status: 200, data: { items: collections } });
    renderScreen(<ShopScreen />, '/shop', '/shop');
    const nightfall = await screen.findByRole('link', { name: /Nightfall Capsule/ });
    expect(nightfall).toHaveAttribute('href', `/shop/${COLLECTION_ID}`);
    expect(nightfall).toHaveTextContent('Atelier Nuit');
    expect(nightfall).toHaveTextContent('€390.00');
    expect(nightfall).toHaveTextContent('3 of 5 left');
    // each fact named: a screen reader does not hear "€390.00 3 of 5 left" as one phrase
    expect(nightfall).toHaveAccessibleName(/ Price €390\.00 Availability 3 of 5 left$/);
    const watches = screen.getByRole('link', { name: /Atelier 1931/ });
    expect(watches).toHaveTextContent('€4,800.00');
    expect(within(watches).getAllByText('Sold out')).toHaveLength(2);
    expect(describeCall(mock.calls[0]!)).toBe('GET /nft-collections/forSale');
    // signed out: a way to sign in, coming back here
    expect(screen.getByRole('link', { name: 'Sign in to buy as yourself' })).toHaveAttribute(
      'href',
      '/login?next=%2Fshop',
    );
  });

  it('writes prices and counts the French way', async () => {
    await i18n.changeLanguage('fr');
    mock.handler = () => ({ status: 200, data: { items: collections } });
    renderScreen(<ShopScreen />, '/shop', '/shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
    const nightfall = await screen.findByRole('link', { name: /Nightfall Capsule/ });
    expect(plain(nightfall.textContent)).toContain('390,00 €');
    expect(nightfall).toHaveTextContent('3 sur 5 disponibles');
    expect(plain(nightfall.textContent)).toMatch(/Prix 390,00 € Disponibilité 3 sur 5 disponibles$/);
    expect(plain(screen.getByRole('link', { name: /Atelier 1931/ }).textContent)).toContain('4 800,00 €');
  });

  it('says when nothing is on sale', async () => {
    mock.handler = () => ({ status: 200, data: { items: [] } });
    renderScreen(<ShopScreen />, '/shop', '/shop');
    expect(await screen.findByRole('heading', { name: 'Nothing on sale right now' })).toBeVisible();
  });

  it('says when the shop could not be loaded, with a retry', async () => {
    mock.handler = () => ({
      status: 500,
      data: { statusCode: 500, error: 'Error', code: 'INTERNAL', message: 'Server trouble' },
    });
    renderScreen(<ShopScreen />, '/shop', '/shop');
    expect(await screen.findByRole('heading', { name: 'The shop could not be loaded' })).toBeVisible();
    expect(screen.getByText('Server trouble')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('ShopCollectionScreen', () => {
  const all = Array.from({ length: 12 }, (_, i) =>
    makeShopItem(i + 1, {
      availability: i === 0 ? 'reserved_by_you' : i === 1 ? 'reserved' : i === 2 ? 'sold' : 'available',
    }),
  );

  it('lists the items with picture, name, serial, price and availability, 10 at a time', async () => {
    const user = userEvent.setup();
    mock.handler = (call: HttpRequest) => {
      const [, , , , limit, offset] = (call.url ?? '').split('/');
      const start = Number(offset);
      const items = all.slice(start, start + Number(limit));
      return { status: 200, data: { items, total: all.length, collection: makeCollection() } };
    };
    renderScreen(<ShopCollectionScreen />, '/shop/:collectionId', `/shop/${COLLECTION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nightfall Capsule' })).toBeVisible();
    expect(screen.getByText('12 pieces on sale')).toBeInTheDocument();
    // what a screen reader hears of the price and the stock: two named facts, not "€390.00 4 of 4 left"
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const facts = screen.getAllByRole('definition').map((fact) => plain(fact.textContent));
    expect(terms).toEqual(['Price', 'Availability']);
    expect(facts).toEqual([
      expect.stringMatching(/^€\d[\d,.]*\.\d\d$/),
      expect.stringMatching(/^· \d+ of \d+ left$/),
    ]);
    const first = screen.getByRole('link', { name: /Runner No\. 1\b/ });
    expect(first).toHaveAttribute('href', `/shop/item/${uuid(1)}`);
    expect(first).toHaveTextContent('No. AN-NF-001');
    expect(first).toHaveTextContent('€390.00');
    expect(first).toHaveTextContent('Reserved by you');
    expect(screen.getByRole('link', { name: /Runner No\. 2\b/ })).toHaveTextContent('Reserved');
    expect(screen.getByRole('link', { name: /Runner No\. 3\b/ })).toHaveTextContent('Sold');
    expect(screen.getByRole('link', { name: /Runner No\. 4\b/ })).toHaveTextContent('Available');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(describeCall(mock.calls[0]!)).toBe(`POST /products/getProductsForSale/${COLLECTION_ID}/10/0`);
    expect(bodyOf(mock.calls[0])).toEqual({});

    await user.click(screen.getByRole('button', { name: 'Show more pieces' }));
    expect(await screen.findByRole('link', { name: /Runner No\. 12/ })).toBeInTheDocument();
    expect(mock.calls.map(describeCall)).toContain(
      `POST /products/getProductsForSale/${COLLECTION_ID}/10/10`,
    );
  });

  it('says when the collection is not on sale', async () => {
    mock.handler = () => ({
      status: 404,
      data: { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'x' },
    });
    renderScreen(<ShopCollectionScreen />, '/shop/:collectionId', `/shop/${COLLECTION_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This collection is not on sale' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });
});

describe('ShopMarketScreen', () => {
  const TOKEN = 'sealed-market-link-data-0123456789';

  it('opens the item a link names, for a guest', async () => {
    const item = makeShopItem(7);
    // the market link answers the item; the item screen then keeps it fresh from GET /products/forSale/:id
    mock.handler = () => ({ status: 200, data: item });
    renderScreen(<ShopMarketScreen />, '/shop/market', `/shop/market?data=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Runner No. 7' })).toBeVisible();
    expect(bodyOf(mock.calls[0])).toEqual({ encryptedData: TOKEN });
    expect(screen.getByRole('button', { name: 'Buy' })).toBeInTheDocument();
  });

  it('says clearly when a link is expired, altered or cut short', async () => {
    mock.handler = () => ({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'TOKEN_EXPIRED',
        message: 'This link has expired. Ask for a new one.',
      },
    });
    renderScreen(<ShopMarketScreen />, '/shop/market', `/shop/market?data=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    expect(screen.getByText('This link has expired. Ask for a new one.')).toBeInTheDocument();
  });

  it('does not ask the server about a link cut short', async () => {
    renderScreen(<ShopMarketScreen />, '/shop/market', '/shop/market?data=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    expect(mock.calls).toHaveLength(0);
  });
});

// The item's passport on its owner's page, in English and French: the public fields in the reader's language (the
// other as a fallback, marked with its language), countries and shares in words, the documents to open; the
// owner's record; the switch of their consent with the brand's after-sales (sent, refused); nothing for an item
// without a passport; a failure said.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { formatDate } from '../../lib/format';
import { makePassportView } from '../../test/fixtures/passport';
import { apiError, bodyOf, describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen, testQueryClient } from '../../test/render-screen';
import { passportKeys } from '../../api/passport';
import { ItemPassport } from './item-passport';

const mock = mockHttp();
const ID = '11111111-1111-4111-8111-111111111111';
const open = (queryClient = testQueryClient()) =>
  renderScreen(
    <ItemPassport item={{ id: ID, brand: { name: 'Maison Arlo' } as never }} />,
    '/',
    '/',
    queryClient,
  );

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('ItemPassport', () => {
  it('shows the passport in the reader’s language, with the other as a fallback, and the owner’s record', async () => {
    mock.passport = { status: 200, data: makePassportView() };
    open();
    const passport = await screen.findByRole('region', { name: 'Product passport' });
    expect(mock.passportCalls.map(describeCall)).toEqual([`GET /v1/items/${ID}/passport`]);
    const materials = within(passport).getAllByRole('listitem');
    expect(materials[0]).toHaveTextContent('Steel 72.5% · 40% recycled · Germany');
    expect(materials[1]).toHaveTextContent('Calf leather 20%');
    expect(within(passport).getByText('Made in').nextElementSibling).toHaveTextContent('Switzerland');
    expect(within(passport).getByText('Arlo Manufacture, Switzerland')).toBeInTheDocument();
    expect(within(passport).getByText('Wipe with a dry cloth.')).toBeInTheDocument();
    // written in French only: shown in French, and said to be French
    expect(within(passport).getByText('Bracelets et boucles.')).toHaveAttribute('lang', 'fr');
    expect(within(passport).getByText('Until December 31, 2036')).toBeInTheDocument();
    expect(within(passport).queryByText('Recyclability')).not.toBeInTheDocument();
    const document = within(passport).getByRole('link', { name: 'EU declaration' });
    expect(document).toHaveAttribute(
      'href',
      '/api/public/passport-documents/5b0d7c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    );
    expect(within(passport).getByText('Declaration of conformity · PDF, 245 kB')).toBeInTheDocument();
    expect(
      within(passport).getByText(`Bought on ${formatDate('2025-03-30T10:00:00.000Z', 'en')}.`),
    ).toBeInTheDocument();
    expect(within(passport).getByText(/^Arlo Paris: repair from/)).toBeInTheDocument();
  });

  it('switches the sharing with the brand’s after-sales on, in French, and says a refusal', async () => {
    await i18n.changeLanguage('fr');
    mock.passport = { status: 200, data: makePassportView() };
    mock.handler = () => ({ status: 200, data: { shareWithBrand: true } });
    open();
    const passport = await screen.findByRole('region', { name: 'Passeport produit' });
    expect(within(passport).getAllByRole('listitem')[0]).toHaveTextContent(
      /^Acier 72,5\s% · 40\s% recyclé · Allemagne$/,
    );
    // written in English only: shown in English, said to be English
    expect(within(passport).getByText('Calf leather')).toHaveAttribute('lang', 'en');
    const share = within(passport).getByRole('switch', {
      name: 'Partager mon achat et mes réparations avec le service après-vente de Maison Arlo',
    });
    expect(share).not.toBeChecked();
    expect(share).toHaveAccessibleDescription(/Désactivé tant que vous ne l’activez pas\./);
    await userEvent.click(share);
    expect(await within(passport).findByRole('switch', { checked: true })).toBeInTheDocument();
    expect(mock.calls.map(describeCall)).toEqual([`PUT /v1/items/${ID}/passport/consent`]);
    expect(bodyOf(mock.calls[0])).toEqual({ shareWithBrand: true });

    mock.handler = () => apiError(500, 'Une erreur est survenue.');
    await userEvent.click(share);
    expect(
      await within(passport).findByText('Votre choix n’a pas pu être enregistré. Une erreur est survenue.'),
    ).toBeInTheDocument();
    // back as it was
    expect(within(passport).getByRole('switch')).toBeChecked();
  });

  it('keeps the switch where the owner put it when a read of the passport sent before lands after', async () => {
    const queryClient = testQueryClient();
    const view = makePassportView();
    let answerLateRead: (reply: { status: number; data: unknown }) => void = () => undefined;
    mock.passport = () =>
      mock.passportCalls.length === 1
        ? { status: 200, data: view }
        : new Promise((resolve) => (answerLateRead = resolve));
    open(queryClient);
    const share = await screen.findByRole('switch', { name: /Share my purchase and repairs/ });
    expect(share).not.toBeChecked();
    // the screen reads the passport again (a reload, a focus); the owner switches before its answer
    void queryClient.invalidateQueries({ queryKey: passportKeys.owner(ID) });
    await expect.poll(() => mock.passportCalls.length).toBe(2);
    mock.handler = () => ({ status: 200, data: { shareWithBrand: true } });
    await userEvent.click(share);
    await expect.poll(() => mock.calls.length).toBe(1);
    await expect.poll(() => queryClient.isMutating()).toBe(0);
    expect(screen.getByRole('switch')).toBeChecked();
    // the read sent before the switch answers the older state: it must not move the switch back
    answerLateRead({ status: 200, data: view });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it.each([
    ['without a passport', undefined],
    ['not the reader’s', apiError(404, 'Not found.')],
  ])('shows nothing for an item %s', async (_, reply) => {
    // without a reply of its own: the fake network's default, 404 PASSPORT_NOT_FOUND
    if (reply) mock.passport = reply;
    open();
    await expect.poll(() => mock.passportCalls.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(/passport/i)).not.toBeInTheDocument();
    expect(screen.getByTestId('location').parentElement?.textContent).toBe('/');
  });

  it('says when the passport could not be loaded', async () => {
    mock.passport = apiError(503, 'The service is unavailable.');
    open();
    expect(
      await screen.findByText('The passport could not be loaded. The service is unavailable.'),
    ).toBeInTheDocument();
  });
});

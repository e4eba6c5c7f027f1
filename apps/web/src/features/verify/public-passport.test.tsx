// The item's passport on its public page: asked by the item's GTIN and serial number in the reader's language,
// shown as the public reads it (no owner's record, no consent); nothing for an item without a GTIN, without a
// passport, or when the passport cannot be had.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { makePassportView } from '../../test/fixtures/passport';
import { apiError, describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { PublicPassport } from './public-passport';

const mock = mockHttp();
const publicView = makePassportView({ role: 'public', personal: null, consent: null });
const open = (gtin: string | null = '03760000000017') =>
  renderScreen(<PublicPassport item={{ gtin, serialNumber: 'AR 1001/b' }} />, '/', '/');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('PublicPassport', () => {
  it('asks for the passport by the item’s GS1 identity in the reader’s language and shows the public’s view', async () => {
    await i18n.changeLanguage('fr');
    mock.passport = { status: 200, data: publicView };
    open();
    const passport = await screen.findByRole('region', { name: 'Passeport produit' });
    expect(mock.passportCalls.map(describeCall)).toEqual([
      'GET /public/passports/03760000000017/AR%201001%2Fb',
    ]);
    expect(mock.passportCalls[0]?.params).toEqual({ lang: 'fr' });
    expect(mock.passportCalls[0]?.headers.Authorization).toBeUndefined();
    expect(within(passport).getByRole('heading', { level: 2 })).toHaveTextContent('Passeport produit');
    expect(within(passport).getByText('Essuyer avec un chiffon sec.')).toBeInTheDocument();
    expect(within(passport).getByRole('link', { name: 'Déclaration UE' })).toBeInTheDocument();
    expect(within(passport).queryByText('Votre historique')).not.toBeInTheDocument();
    expect(within(passport).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows nothing and asks nothing for an item without a GTIN', async () => {
    open(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mock.passportCalls).toEqual([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it.each([
    [
      'without a passport',
      { status: 404, data: { statusCode: 404, code: 'PASSPORT_NOT_FOUND', message: 'None.' } },
    ],
    ['when it cannot be had', apiError(500, 'Down.')],
  ])('shows nothing %s', async (_, reply) => {
    mock.passport = reply;
    open();
    await expect.poll(() => mock.passportCalls.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/None|Down/);
  });
});

// A legal text read from the settings: the current version in the user's language, headings and paragraphs as
// text (never markup); a missing text.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { apiError, describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { signIn } from '../../test/fixtures/settings';
import { LegalTextScreen } from './legal-text-screen';

const mock = mockHttp();

const document = (language: 'en' | 'fr') => ({
  id: '9b2f6c1e-1d2e-4f3a-8b4c-5d6e7f8a9b0c',
  type: 'privacyPolicy',
  version: 3,
  language,
  title: language === 'fr' ? 'Politique de confidentialité' : 'Privacy policy',
  body: '## What we keep\n\nYour phone number.\nYour items.\n\n<b>Not markup</b>\n\n## Your rights\nAsk us anything.',
  publishedAt: '2024-06-01T09:00:00.000Z',
});

const open = (type: string) =>
  renderScreen(<LegalTextScreen />, '/settings/legal/:type', `/settings/legal/${type}`);

beforeEach(() => signIn());

describe('LegalTextScreen', () => {
  it('reads the current version in the user’s language, headings and paragraphs as text', async () => {
    mock.handler = (call) => ({ status: 200, data: document(call.url?.endsWith('/fr') ? 'fr' : 'en') });
    open('privacyPolicy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('Version 3, published on June 1, 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we keep' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getByText('<b>Not markup</b>')).toBeInTheDocument();
    expect(mock.calls.map(describeCall)).toEqual(['GET /v1/legals/privacyPolicy/en']);
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute('href', '/settings');
  });

  it('reads the French text in French', async () => {
    await i18n.changeLanguage('fr');
    mock.handler = (call) => ({ status: 200, data: document(call.url?.endsWith('/fr') ? 'fr' : 'en') });
    open('privacyPolicy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    expect(mock.calls.map(describeCall)).toEqual(['GET /v1/legals/privacyPolicy/fr']);
  });

  it('says so for an unknown type or a text not published', async () => {
    mock.handler = () => apiError(404, 'Not found');
    open('cookies');
    expect(await screen.findByRole('heading', { level: 1, name: 'This text does not exist' })).toBeVisible();
    expect(mock.calls).toHaveLength(0);
  });
});

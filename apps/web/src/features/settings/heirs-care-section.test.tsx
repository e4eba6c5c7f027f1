// The settings' row to heirs and care: its link, with how many heirs are named (none yet, or a count), in English
// and French.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { makeHeir, makeHeirs } from '../../test/fixtures/heirs-care';
import { signIn } from '../../test/fixtures/settings';
import { apiError, describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { HeirsCareSection } from './heirs-care-section';

const mock = mockHttp();

function open(heirs = makeHeirs()) {
  mock.handler = (call) =>
    describeCall(call) === 'GET /v1/heirs' ? { status: 200, data: heirs } : apiError(404, 'Not mocked');
  renderScreen(<HeirsCareSection />, '/settings', '/settings');
}

beforeEach(() => signIn());
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('HeirsCareSection', () => {
  it('leads to heirs and care, saying none is named yet', async () => {
    open();
    expect(screen.getByRole('heading', { level: 2, name: 'Heirs and care' })).toBeInTheDocument();
    const link = await screen.findByRole('link', {
      name: 'Your heirs and entrusted items No heir named yet',
    });
    expect(link).toHaveAttribute('href', '/settings/heirs');
  });

  it('counts the heirs, in French', async () => {
    await i18n.changeLanguage('fr');
    open(makeHeirs([makeHeir(), makeHeir({ id: '8b4cad53-3f6e-4088-9d91-5ecf7a0b1c34' })]));
    expect(
      await screen.findByRole('link', { name: 'Vos héritiers et objets confiés 2 héritiers désignés' }),
    ).toHaveAttribute('href', '/settings/heirs');
  });
});

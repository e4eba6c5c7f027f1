// The public page of an item its owner entrusted to someone (decision 044), opened outside a tap: it says the item is
// in the care of someone its owner trusted, in English and French, and never who; an item not in care says nothing of
// the kind, and a genuine tap that already says so is not repeated.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicItem } from '../../api/protection';
import type { TapResult } from '../../api/taps';
import { i18n } from '../../i18n';
import { makePublicItem } from '../../test/fixtures/protection';
import { mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { VerifyScreen } from './verify-screen';

const mock = mockHttp();
const EN =
  'In the care of someone the owner trusted: its owner has entrusted it to them for a while, and it is still the owner’s.';
const FR =
  'Confié à une personne de confiance de son propriétaire : il le lui a confié pour un temps, et l’objet reste le sien.';

function serve(item: PublicItem) {
  mock.handler = (call) => {
    if (call.url === '/public/taps') {
      const result: TapResult = {
        verdict: 'genuine',
        item,
        inCare: item.inCare,
        counter: 7,
        readAt: '2026-11-28T10:15:00.000Z',
      };
      return { status: 200, data: result };
    }
    return { status: 200, data: item };
  };
}

afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('en');
});

describe('the public page of an item in care', () => {
  it.each([
    ['en', EN],
    ['fr', FR],
  ] as const)('says so in %s, never who', async (language, text) => {
    await i18n.changeLanguage(language);
    serve(makePublicItem({ inCare: true }));
    renderScreen(<VerifyScreen />, '/verify/:publicId', '/verify/pub-1');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\+33|Claire/);
  });

  it('says nothing of it when the item is not in care', async () => {
    serve(makePublicItem({ inCare: false }));
    renderScreen(<VerifyScreen />, '/verify/:publicId', '/verify/pub-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chronograph No. 1' })).toBeInTheDocument();
    expect(screen.queryByText(EN)).not.toBeInTheDocument();
  });

  it('says it once when a genuine tap of its tag opened the page', async () => {
    serve(makePublicItem({ inCare: true }));
    renderScreen(
      <VerifyScreen />,
      '/verify/:publicId',
      '/verify/pub-1?e=EF963FF7828658A599F3041510671E88&c=94EED9EE65337086',
    );
    expect(await screen.findByText('Tag read just now')).toBeInTheDocument();
    expect(screen.getAllByText(EN)).toHaveLength(1);
  });
});

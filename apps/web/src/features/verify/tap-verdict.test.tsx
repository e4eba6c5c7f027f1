// The public page opened by a tap of the item's tag (`?e=…&c=…`, docs/decisions/024-tags-and-taps.md): the verdict
// first, in English and French; the tap read once, however often the page renders; the address bar without e and c
// after it; a limited or failed read said calmly, the record still shown.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TapResult, TapVerdict } from '../../api/taps';
import { i18n } from '../../i18n';
import { makePublicItem } from '../../test/fixtures/protection';
import { apiError, describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { VerifyScreen } from './verify-screen';

const mock = mockHttp();
const E = 'EF963FF7828658A599F3041510671E88';
const C = '94EED9EE65337086';
const READ_AT = '2026-11-28T10:15:00.000Z';

function api(verdict: TapVerdict | { status: number }, counter: number | null = 61, inCare = false) {
  const item = makePublicItem({ inCare });
  mock.handler = (call) => {
    if (call.url === '/public/taps') {
      if (typeof verdict !== 'string') return apiError(verdict.status, 'No');
      const result: TapResult = { verdict, item, inCare, counter, readAt: READ_AT };
      return { status: 200, data: result };
    }
    return { status: 200, data: item };
  };
}

const open = (query = `?e=${E}&c=${C}`) =>
  renderScreen(<VerifyScreen />, '/01/:gtin/21/:serial', `/01/00614141000012/21/AR-1001${query}`);
const time = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));
const taps = () => mock.calls.map(describeCall).filter((c) => c.startsWith('POST /public/taps'));

afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('en');
});

describe('a tap of the item’s tag', () => {
  it('genuine: says the tag was read, at what time, first on the page; and no longer tells how to check', async () => {
    api('genuine');
    open();
    const banner = (await screen.findByText('Tag read just now')).closest('[role="status"]')!;
    expect(banner).toHaveTextContent(
      `This item’s tag was read at ${time(READ_AT, 'en-US')}: the object it is fixed to is here`,
    );
    expect(banner).toHaveTextContent('Read no. 61');
    // first: before the item's name
    const heading = screen.getByRole('heading', { level: 1 });
    expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('This page proves the record, not the object')).not.toBeInTheDocument();
    // the tap was read with the page's address and the two parameters, once
    expect(taps()).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(mock.calls.find((c) => c.url === '/public/taps')!.data))).toEqual({
      address: { gtin: '00614141000012', serial: 'AR-1001' },
      sun: { e: E, c: C },
    });
  });

  it.each([
    ['replayed', 'This link was already used', /does not prove that the item is here/],
    ['forged', 'This tag could not be verified', /not written by this item’s tag/],
    ['unknown', 'This tag is not registered', /proves nothing about the object/],
    ['unlinked', 'This tag was unlinked from the item', /damaged or replaced/],
  ] as const)('%s: warns, and still tells how to check the object', async (verdict, title, text) => {
    api(verdict, verdict === 'forged' || verdict === 'unknown' ? null : 61);
    open();
    const banner = (await screen.findByText(title)).closest('[role="alert"]')!;
    expect(banner).toHaveTextContent(text);
    expect(banner).not.toHaveTextContent('Read no.');
    expect(screen.getByText('This page proves the record, not the object')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    api('genuine');
    open();
    const banner = (await screen.findByText('Puce lue à l’instant')).closest('[role="status"]')!;
    expect(banner).toHaveTextContent(`La puce de cet objet a été lue à ${time(READ_AT, 'fr-FR')}`);
    expect(banner).toHaveTextContent('Lecture n° 61');
  });

  it('genuine, of an item its owner entrusted to someone: says so, never who, in English and French', async () => {
    api('genuine', 61, true);
    open();
    const banner = (await screen.findByText('Tag read just now')).closest('[role="status"]')!;
    expect(banner).toHaveTextContent('In the care of someone the owner trusted');
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    expect(banner).toHaveTextContent('Confié à une personne de confiance de son propriétaire');
  });

  it('genuine, of an item in its owner’s hands: says nothing of care', async () => {
    api('genuine');
    open();
    await screen.findByText('Tag read just now');
    expect(screen.queryByText(/In the care of someone/)).not.toBeInTheDocument();
  });

  it('is read once: not again when the page renders anew, nor for another language', async () => {
    api('genuine');
    const { router } = open();
    await screen.findByText('Tag read just now');
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    await screen.findByText('Puce lue à l’instant');
    await act(async () => {
      await router.navigate(`/01/00614141000012/21/AR-1001?e=${E}&c=${C}&from=again`);
    });
    await screen.findByText('Puce lue à l’instant');
    expect(taps()).toHaveLength(1);
  });

  it('is read once: not again when the page is left and opened anew, nor when it remounts mid-read', async () => {
    let answer: () => void = () => undefined;
    const item = makePublicItem();
    mock.handler = async (call) => {
      if (call.url !== '/public/taps') return { status: 200, data: item };
      // the read takes its time: the page is left and opened again before its answer
      await new Promise<void>((resolve) => (answer = resolve));
      const result: TapResult = { verdict: 'genuine', item, inCare: false, counter: 61, readAt: READ_AT };
      return { status: 200, data: result };
    };
    const { router } = open();
    expect(await screen.findByText('Reading the tag…')).toBeInTheDocument();
    const tapUrl = `/01/00614141000012/21/AR-1001?e=${E}&c=${C}`;
    await act(async () => {
      await router.navigate('/elsewhere');
    });
    await act(async () => {
      await router.navigate(tapUrl);
    });
    await act(async () => answer());
    expect(await screen.findByText('Tag read just now')).toBeInTheDocument();
    await act(async () => {
      await router.navigate('/elsewhere');
    });
    await act(async () => {
      await router.navigate(tapUrl);
    });
    expect(await screen.findByText('Tag read just now')).toBeInTheDocument();
    expect(taps()).toHaveLength(1);
  });

  it('takes e and c out of the address bar once read, keeping the rest', async () => {
    window.history.replaceState(null, '', `/01/00614141000012/21/AR-1001?proof=abc&e=${E}&c=${C}`);
    api('genuine');
    open(`?proof=abc&e=${E}&c=${C}`);
    await screen.findByText('Tag read just now');
    expect(window.location.pathname + window.location.search).toBe('/01/00614141000012/21/AR-1001?proof=abc');
  });

  it('too many reads, or none possible: says so calmly, and shows the record', async () => {
    api({ status: 429 });
    open();
    expect(await screen.findByText('Too many reads')).toBeInTheDocument();
    expect(screen.getByText('Registered by Maison Arlo.')).toBeInTheDocument();
  });

  it('without e and c reads no tap', async () => {
    api('genuine');
    open('');
    expect(await screen.findByText('Registered by Maison Arlo.')).toBeInTheDocument();
    expect(screen.queryByText('Tag read just now')).not.toBeInTheDocument();
    expect(taps()).toHaveLength(0);
  });
});

// The history timeline: a localized title per kind, details, actor, and dates in the app's language.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { historyKinds } from '@heirloom/contract';
import { i18n } from '../../i18n';
import { makeEvent } from '../../test/fixtures/items';
import { eventDetails, kindIcons } from './history-kinds';
import { HistoryList } from './history-list';

const events = [
  makeEvent(1, { kind: 'created', createdAt: '2023-11-20T12:00:00.000Z' }),
  makeEvent(2, {
    kind: 'received',
    actor: 'owner',
    createdAt: '2024-03-05T12:00:00.000Z',
    details: { counterparty: '+33 6 •• •• •• 42' },
  }),
  makeEvent(3, {
    kind: 'repair_opened',
    actor: 'owner',
    createdAt: '2024-07-14T12:00:00.000Z',
    details: { store: 'Paris Rivoli', note: 'Crown is loose' },
  }),
  makeEvent(4, {
    kind: 'minted',
    createdAt: '2023-11-21T12:00:00.000Z',
    details: { record: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' },
  }),
];

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('HistoryList', () => {
  it('shows events newest first with a title per kind (English)', () => {
    render(<HistoryList events={events} label="History" />);
    expect(rows().map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Repair requested',
      'Received',
      'Certificate minted',
      'Item registered',
    ]);
    expect(screen.getByText('At Paris Rivoli')).toBeInTheDocument();
    expect(screen.getByText('Crown is loose')).toBeInTheDocument();
    expect(screen.getByText('From +33 6 •• •• •• 42')).toBeInTheDocument();
    expect(screen.getByText('In Heirloom’s ledger · record 9f86d081…f00a08')).toBeInTheDocument();
    expect(screen.queryByText(/Polygon|Transaction|blockchain/)).not.toBeInTheDocument();
    expect(within(rows()[0]!).getByText('By the owner')).toBeInTheDocument();
  });

  it('marks a brand’s note and an owner’s caption with their language; other words of the owner carry none', () => {
    render(
      <HistoryList
        events={[
          makeEvent(10, { kind: 'repair_closed', details: { note: 'Révisée et réglée', noteLang: 'fr' } }),
          makeEvent(11, { kind: 'repair_opened', details: { note: 'Annual service' } }),
          makeEvent(12, { kind: 'image_added', details: { title: 'Au poignet', titleLang: 'fr' } }),
        ]}
        label="History"
      />,
    );
    expect(screen.getByText('Révisée et réglée')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Annual service')).not.toHaveAttribute('lang');
    expect(screen.getByText('“Au poignet”')).toHaveAttribute('lang', 'fr');
  });

  it('writes dates the English way (en-US)', () => {
    render(<HistoryList events={events} label="History" />);
    const time = within(rows()[0]!).getByText(/July 14, 2024/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2024-07-14T12:00:00.000Z');
  });

  it('speaks French, dates included (fr-FR)', async () => {
    await i18n.changeLanguage('fr');
    render(<HistoryList events={events} label="Historique" />);
    expect(screen.getByText('Réparation demandée')).toBeInTheDocument();
    expect(screen.getByText('Chez Paris Rivoli')).toBeInTheDocument();
    expect(screen.getByText('De +33 6 •• •• •• 42')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText(/14 juillet 2024/)).toBeInTheDocument();
    expect(within(rows()[3]!).getByText(/20 novembre 2023/)).toBeInTheDocument();
  });

  it('has a title and an icon for every kind, in both languages', () => {
    for (const language of ['en', 'fr'] as const) {
      const t = i18n.getFixedT(language);
      for (const kind of historyKinds) {
        const key = `items.history.kind.${kind}` as const;
        expect(i18n.exists(key, { lng: language }), `${language} ${kind}`).toBe(true);
        expect(t(key)).not.toBe(key);
        expect(kindIcons[kind]).toBeTruthy();
      }
    }
  });

  it('says who the item went to when it was sent', () => {
    const t = i18n.getFixedT('en');
    expect(eventDetails(makeEvent(9, { kind: 'sent', details: { counterparty: '+33 6 •• 01' } }), t)).toEqual(
      [{ text: 'To +33 6 •• 01' }],
    );
    expect(eventDetails(makeEvent(9, { kind: 'image_added', details: { title: 'Dial' } }), t)).toEqual([
      { text: '“Dial”' },
    ]);
  });

  it('says which state a repair reached and whether it was a loss or a theft, in both languages', async () => {
    const events = [
      makeEvent(5, {
        kind: 'repair_updated',
        actor: 'brand',
        createdAt: '2024-07-16T12:00:00.000Z',
        details: { store: 'Paris Rivoli', state: 'ready_for_pickup', note: 'Ready, bring the receipt' },
      }),
      makeEvent(6, {
        kind: 'opposition_made',
        actor: 'owner',
        createdAt: '2024-08-01T12:00:00.000Z',
        details: { kind: 'stolen' },
      }),
      makeEvent(7, {
        kind: 'opposition_withdrawn',
        actor: 'owner',
        createdAt: '2024-08-09T12:00:00.000Z',
        details: { kind: 'stolen' },
      }),
      makeEvent(8, { kind: 'opposition_made', createdAt: '2024-06-01T12:00:00.000Z', details: {} }),
    ];
    const { unmount } = render(<HistoryList events={events} label="History" />);
    expect(rows().map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Theft declaration withdrawn',
      'Declared stolen',
      'Repair updated',
      'Declared lost or stolen',
    ]);
    expect(within(rows()[2]!).getByText('Status: Ready for pickup')).toBeInTheDocument();
    expect(within(rows()[2]!).getByText('Ready, bring the receipt')).toBeInTheDocument();
    unmount();

    await i18n.changeLanguage('fr');
    render(<HistoryList events={events} label="Historique" />);
    expect(screen.getByText('Déclaration de vol retirée')).toBeInTheDocument();
    expect(screen.getByText('Déclaré volé')).toBeInTheDocument();
    expect(screen.getByText('Statut : Prête à être retirée')).toBeInTheDocument();
    const t = i18n.getFixedT('fr');
    expect(
      eventDetails(makeEvent(9, { kind: 'repair_closed', details: { state: 'teleported' } }), t),
    ).toEqual([{ text: 'Statut : teleported' }]);
  });

  it('shows an heir’s handover as “inherited” in both languages, with nothing of the one it came from', async () => {
    // as the API writes it on a claim's approval (decision 043): by the system, no counterparty
    const inherited = makeEvent(20, {
      kind: 'inherited',
      actor: 'system',
      createdAt: '2026-11-20T12:00:00.000Z',
    });
    const { unmount } = render(<HistoryList events={[inherited, events[0]!]} label="History" />);
    expect(rows()[0]!.querySelector('p')?.textContent).toBe('Inherited');
    expect(within(rows()[0]!).queryByText(/^From /)).not.toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('fr');
    try {
      render(<HistoryList events={[inherited]} label="Historique" />);
      expect(rows()[0]!.querySelector('p')?.textContent).toBe('Reçu en héritage');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

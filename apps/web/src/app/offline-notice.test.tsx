// The notice over a signed-in screen read offline (decision 038): a polite status region, empty online; offline it
// says "Offline — as of <time>" (the oldest answer the screen shows), in English and in French; it goes once back
// online.
import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, localeOf } from '../i18n';
import { OFFLINE_CACHE_KEY } from '../api/token-store';
import { goOffline, goOnline } from '../test/network';
import { testQueryClient } from '../test/render-screen';
import { asOfText, OfflineNotice } from './offline-notice';

const KEPT_AT = new Date(2026, 10, 29, 9, 41).getTime();

function Reader({ id }: { id: string }) {
  const { data } = useQuery({ queryKey: ['kept', id], queryFn: () => new Promise<string>(() => undefined) });
  return <p>{data}</p>;
}

function open() {
  const client = testQueryClient();
  // an answer kept from the day's earlier visit, one from later, and one no screen shows (not counted)
  client.setQueryData(['kept', 'a'], 'first answer', { updatedAt: KEPT_AT });
  client.setQueryData(['kept', 'b'], 'second answer', { updatedAt: KEPT_AT + 3_600_000 });
  client.setQueryData(['kept', 'unseen'], 'not on screen', { updatedAt: KEPT_AT - 86_400_000 });
  render(
    <QueryClientProvider client={client}>
      <OfflineNotice
        t={i18n.getFixedT(i18n.language)}
        locale={localeOf(i18n.language)}
        session={{ key: OFFLINE_CACHE_KEY, owner: () => undefined }}
      />
      <Reader id="a" />
      <Reader id="b" />
    </QueryClientProvider>,
  );
  return screen.getByRole('status');
}

afterEach(async () => {
  goOnline();
  await i18n.changeLanguage('en');
});

describe('OfflineNotice', () => {
  it('is an empty polite status online', () => {
    goOnline();
    const notice = open();
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(notice).toHaveTextContent(/^$/);
    expect(screen.getByText('first answer')).toBeInTheDocument();
  });

  it('says offline, as of the oldest answer on screen, and goes back online', () => {
    const notice = open();
    act(() => goOffline());
    const time = asOfText(KEPT_AT, 'en-US');
    expect(notice).toHaveTextContent(`Offline — as of ${time}`);
    expect(time).toMatch(/9:41/);
    act(() => goOnline());
    expect(notice).toHaveTextContent(/^$/);
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr');
    goOffline();
    const notice = open();
    expect(notice).toHaveTextContent(`Hors ligne — état au ${asOfText(KEPT_AT, 'fr-FR')}`);
    expect(asOfText(KEPT_AT, 'fr-FR')).toMatch(/09:41/);
  });

  it('names the day too when the answers are not from today', () => {
    const today = new Date(2026, 10, 29, 18, 0).getTime();
    expect(asOfText(KEPT_AT, 'en-US', today)).toBe('9:41 AM');
    expect(asOfText(KEPT_AT, 'en-US', today + 86_400_000)).toBe('Nov 29, 2026, 9:41 AM');
    expect(asOfText(KEPT_AT, 'fr-FR', today + 86_400_000)).toBe('29 nov. 2026, 09:41');
  });
});

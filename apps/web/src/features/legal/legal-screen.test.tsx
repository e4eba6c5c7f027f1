// The legal gate's screen with a mocked API: the texts in the owner's language, a box per document, acceptance of
// exactly the versions shown, a newer version meanwhile (409), only the changed document, then on to `next`.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { apiError, bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { currentLocation, renderScreen } from '../../test/render-screen';
import { lastAccepted, makeLegal } from '../../test/fixtures/legal';
import { LegalScreen } from './legal-screen';
import { parsePlainText } from '../../ui/plain-text';
import type { LastLegalsAccepted, LegalType } from '../../api/legal';

const mock = mockHttp();

interface Server {
  state: LastLegalsAccepted;
  latest: Record<LegalType, number>;
}

/** A server whose latest versions can move; accepting anything but the latest answers 409 LEGAL_OUTDATED. */
function server(state = lastAccepted({ terms: false, privacy: false })) {
  const live: Server = {
    state,
    latest: {
      termsAndConditions: state.termsAndConditions.latestVersion,
      privacyPolicy: state.privacyPolicy.latestVersion,
    },
  };
  mock.handler = (call): MockReply => {
    const url = call.url ?? '';
    if (url === '/legals/lastLegalsAccepted') return { status: 200, data: structuredClone(live.state) };
    const document = /^\/v1\/legals\/(termsAndConditions|privacyPolicy)\/(en|fr)$/.exec(url);
    if (document) {
      const type = document[1] as LegalType;
      return { status: 200, data: makeLegal(type, live.latest[type], document[2] as 'en' | 'fr') };
    }
    if (url.startsWith('/legals/accept')) {
      const body = bodyOf(call) as Record<string, number>;
      const given: Partial<Record<LegalType, number>> =
        url === '/legals/accept'
          ? body
          : { [url.endsWith('termsAndConditions') ? 'termsAndConditions' : 'privacyPolicy']: body.version };
      const types = Object.keys(given) as LegalType[];
      if (types.some((type) => given[type] !== live.latest[type])) {
        return {
          status: 409,
          data: { statusCode: 409, error: 'Conflict', code: 'LEGAL_OUTDATED', message: 'Outdated' },
        };
      }
      for (const type of types) live.state[type] = { ...live.state[type], upToDate: true };
      live.state.upToDate = live.state.termsAndConditions.upToDate && live.state.privacyPolicy.upToDate;
      return { status: 200, data: structuredClone(live.state) };
    }
    if (url === '/auth/logout') return { status: 200, data: {} };
    return apiError(404, 'Not mocked');
  };
  return live;
}

const open = (query = '?next=%2Fitems%2Fabc%3Ftab%3Dmessages') =>
  renderScreen(<LegalScreen />, '/legal', `/legal${query}`);
const acceptButton = () => screen.getByRole('button', { name: 'Accept and continue' });
const acceptCalls = () => mock.calls.filter((call) => call.url?.startsWith('/legals/accept'));
const termsBox = () => screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
const privacyBox = () => screen.getByRole('checkbox', { name: 'I have read the privacy policy' });

/** Serves both new texts, opens the screen and ticks both boxes once they are shown; gives the live server. */
async function openAndTickBoth() {
  const live = server();
  open();
  await screen.findByText('Version 3, published May 1, 2024');
  await userEvent.click(termsBox());
  await userEvent.click(privacyBox());
  return live;
}

describe('LegalScreen', () => {
  it('shows both texts, readable, and accepts exactly the versions shown once both boxes are ticked', async () => {
    server();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Before you continue' })).toBeInTheDocument();
    const terms = await screen.findByRole('region', { name: 'Terms and conditions' });
    expect(
      within(terms).getByRole('heading', { level: 3, name: '1. Terms and conditions' }),
    ).toBeInTheDocument();
    expect(within(terms).getByText(/Version 3 of the termsAndConditions/)).toBeInTheDocument();
    expect(screen.getByText('Version 3, published May 1, 2024')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('Version 2, published May 1, 2024')).toBeInTheDocument();
    expect(
      screen.getByText(/read and accept our terms and conditions and our privacy policy/),
    ).toBeInTheDocument();

    expect(acceptButton()).toBeDisabled();
    expect(acceptButton()).toHaveAccessibleDescription('Tick both boxes above to continue.');
    await userEvent.click(termsBox());
    expect(acceptButton()).toBeDisabled();
    await userEvent.click(privacyBox());
    expect(acceptButton()).toBeEnabled();
    await userEvent.click(acceptButton());

    await waitFor(() => expect(currentLocation()).toBe('/items/abc?tab=messages'));
    expect(acceptCalls().map(describeCall)).toEqual(['POST /legals/accept']);
    expect(bodyOf(acceptCalls()[0])).toEqual({ termsAndConditions: 3, privacyPolicy: 2 });
  });

  it('shows only the document that changed, and accepts only that one', async () => {
    server(lastAccepted({ privacy: false }, { termsAndConditions: 3, privacyPolicy: 4 }));
    open('');
    expect(await screen.findByRole('region', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Terms and conditions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /terms/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Our privacy policy has changed/)).toBeInTheDocument();
    expect(mock.calls.map((call) => call.url)).not.toContain('/v1/legals/termsAndConditions/en');
    expect(acceptButton()).toHaveAccessibleDescription('Tick the box above to continue.');
    await userEvent.click(privacyBox());
    await userEvent.click(acceptButton());
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(acceptCalls().map(describeCall)).toEqual(['POST /legals/accept/privacyPolicy']);
    expect(bodyOf(acceptCalls()[0])).toEqual({ version: 4 });
  });

  it('when a newer version came out meanwhile (409): says so, shows it, and accepts that one', async () => {
    const live = await openAndTickBoth();
    live.latest.termsAndConditions = 4;
    live.state.termsAndConditions.latestVersion = 4;
    await userEvent.click(acceptButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A new version was published while you were reading',
    );
    expect(await screen.findByText('Version 4, published May 1, 2024')).toBeInTheDocument();
    expect(currentLocation()).toBe('/legal?next=%2Fitems%2Fabc%3Ftab%3Dmessages');
    // the new version starts unticked; the privacy policy did not change and stays ticked
    expect(termsBox()).not.toBeChecked();
    expect(privacyBox()).toBeChecked();
    expect(acceptButton()).toBeDisabled();
    await userEvent.click(termsBox());
    await userEvent.click(acceptButton());
    await waitFor(() => expect(currentLocation()).toBe('/items/abc?tab=messages'));
    expect(acceptCalls().map(bodyOf)).toEqual([
      { termsAndConditions: 3, privacyPolicy: 2 },
      { termsAndConditions: 4, privacyPolicy: 2 },
    ]);
  });

  it('says when the acceptance failed for another reason, and keeps the boxes ticked', async () => {
    const live = await openAndTickBoth();
    const answer = mock.handler;
    mock.handler = (call) => (call.url === '/legals/accept' ? apiError(500, 'Vault closed') : answer(call));
    await userEvent.click(acceptButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your acceptance could not be saved. Vault closed',
    );
    expect(acceptButton()).toBeEnabled();
    expect(live.state.upToDate).toBe(false);
  });

  it('moves on at once when everything is already accepted', async () => {
    server(lastAccepted());
    open();
    await waitFor(() => expect(currentLocation()).toBe('/items/abc?tab=messages'));
  });

  it('never goes on to another site, nor back to itself', async () => {
    server(lastAccepted());
    open('?next=%2F%2Fevil.example%2Fx');
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('reads the texts in French, and offers to log out', async () => {
    server();
    await i18n.changeLanguage('fr');
    open();
    expect(
      await screen.findByRole('region', { name: 'Conditions générales d’utilisation' }),
    ).toBeInTheDocument();
    expect(mock.calls.map((call) => call.url)).toContain('/v1/legals/termsAndConditions/fr');
    expect(
      screen.getByRole('checkbox', { name: 'J’accepte les conditions générales d’utilisation' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'J’ai lu la politique de confidentialité' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Version 3, publiée le 1 mai 2024')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('switching language shows the texts in it, the boxes still ticked for the same versions', async () => {
    server();
    open();
    await screen.findByRole('region', { name: 'Terms and conditions' });
    await userEvent.click(termsBox());
    await act(() => i18n.changeLanguage('fr'));
    expect(
      await screen.findByRole('region', { name: 'Conditions générales d’utilisation' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'J’accepte les conditions générales d’utilisation' }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'J’ai lu la politique de confidentialité' }),
    ).not.toBeChecked();
  });

  it('folds a text away and back', async () => {
    server();
    open();
    const terms = await screen.findByRole('region', { name: 'Terms and conditions' });
    const toggle = screen.getByRole('button', { name: 'Terms and conditions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(terms).not.toBeVisible();
  });

  it('explains a failed load and retries', async () => {
    server();
    const answer = mock.handler;
    mock.handler = (call) => (call.url?.startsWith('/v1/legals/') ? apiError(503, 'Resting') : answer(call));
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The legal texts could not be loaded');
    mock.handler = answer;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Terms and conditions' })).toBeInTheDocument();
  });

  it('renders text, never HTML', async () => {
    server();
    const answer = mock.handler;
    mock.handler = (call) =>
      call.url === '/v1/legals/termsAndConditions/en'
        ? {
            status: 200,
            data: makeLegal('termsAndConditions', 3, 'en', {
              body: '## <em>Heading</em>\n\n<img src=x onerror="alert(1)"> and <script>alert(2)</script>',
            }),
          }
        : answer(call);
    open();
    const terms = await screen.findByRole('region', { name: 'Terms and conditions' });
    expect(within(terms).getByRole('heading', { level: 3, name: '<em>Heading</em>' })).toBeInTheDocument();
    expect(
      within(terms).getByText('<img src=x onerror="alert(1)"> and <script>alert(2)</script>'),
    ).toBeInTheDocument();
    expect(terms.querySelector('img, script, em')).toBeNull();
  });
});

describe('parsePlainText', () => {
  it('makes headings of "## " lines and paragraphs of blank-line separated blocks, line breaks kept', () => {
    expect(
      parsePlainText('## Title\nFirst line\nsecond line\n\n\nNext one\r\n\r\n##Not a heading\n##  Spaced '),
    ).toEqual([
      { kind: 'heading', text: 'Title' },
      { kind: 'paragraph', text: 'First line\nsecond line' },
      { kind: 'paragraph', text: 'Next one' },
      { kind: 'paragraph', text: '##Not a heading' },
      { kind: 'heading', text: 'Spaced' },
    ]);
    expect(parsePlainText('  \n\n ')).toEqual([]);
  });
});

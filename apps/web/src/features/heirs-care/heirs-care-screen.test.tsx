// Settings → Heirs and care with a mocked API: loading, the empty states saying what an heir and a care period are
// (English and French), heirs listed with a masked number and what they receive, care periods with their carer and
// what is shared, the safeguard's period checked then saved, and a failed load.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { makeCare, makeHeir, makeHeirs, STORE } from '../../test/fixtures/heirs-care';
import { signIn } from '../../test/fixtures/settings';
import { apiError, bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { HeirsCareScreen } from './heirs-care-screen';

const mock = mockHttp();

function api(heirs: MockReply, given: MockReply = { status: 200, data: { items: [], total: 0 } }) {
  mock.handler = (call) => {
    const route = describeCall(call);
    if (route === 'GET /v1/heirs') return heirs;
    if (route === 'GET /v1/care/given/50/0') return given;
    if (route === 'PUT /v1/heirs/safeguard') {
      const { months } = bodyOf(call) as { months: number };
      return { status: 200, data: { ...makeHeirs([makeHeir()]).safeguard, months } };
    }
    return apiError(404, 'Not mocked');
  };
  renderScreen(<HeirsCareScreen />, '/settings/heirs', '/settings/heirs');
}

beforeEach(() => signIn());
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('HeirsCareScreen', () => {
  it('says it is loading until the heirs arrive', async () => {
    mock.handler = () => new Promise(() => undefined);
    renderScreen(<HeirsCareScreen />, '/settings/heirs', '/settings/heirs');
    expect((await screen.findAllByRole('status')).map((status) => status.textContent)).toContain('Loading');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Heirs and care' })).toBeInTheDocument();
  });

  it('explains what an heir and a care period are when there are none', async () => {
    api({ status: 200, data: makeHeirs() });
    expect(await screen.findByRole('heading', { level: 3, name: 'No heir named yet' })).toBeInTheDocument();
    expect(
      screen.getByText(/An heir is someone you choose to receive your items one day/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Nothing entrusted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Name an heir' })).toHaveAttribute('href', '/settings/heirs/new');
    expect(screen.getByText('It starts watching once you name an heir.')).toBeInTheDocument();
  });

  it('says the same in French', async () => {
    await i18n.changeLanguage('fr');
    api({ status: 200, data: makeHeirs() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Héritiers et objets confiés' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'Aucun héritier désigné' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'Rien n’est confié' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Désigner un héritier' })).toBeVisible();
  });

  it('lists each heir with a masked number, what they receive and whether told', async () => {
    const chosen = makeHeir({
      id: '8b4cad53-3f6e-4088-9d91-5ecf7a0b1c34',
      displayName: 'Louis',
      phone: '+33655443322',
      scope: 'chosen',
      itemIds: [makeCare().product.id],
      itemCount: 1,
      tell: false,
    });
    api({ status: 200, data: makeHeirs([makeHeir(), chosen]) });
    const list = await screen.findByRole('list', { name: 'Your heirs' });
    const camille = within(list).getByRole('listitem', { name: 'Camille' });
    expect(camille).toHaveTextContent('+33 • •• •• •• 32');
    expect(camille).not.toHaveTextContent('98 76');
    expect(camille).toHaveTextContent('All your other items · 3 items today');
    expect(camille).toHaveTextContent('Told they were named');
    expect(within(camille).getByRole('link', { name: 'Change' })).toHaveAttribute(
      'href',
      `/settings/heirs/${makeHeir().id}`,
    );
    const louis = within(list).getByRole('listitem', { name: 'Louis' });
    expect(louis).toHaveTextContent('1 chosen item · 1 item today');
    expect(louis).toHaveTextContent('Not told');
    expect(screen.getByText(/Reminders would begin on November 25, 2027/)).toBeInTheDocument();
  });

  it('offers no other heir once the owner named as many as there can be, and says why', async () => {
    const heirs = Array.from({ length: 10 }, (_, i) =>
      makeHeir({
        id: `8b4cad53-3f6e-4088-9d91-5ecf7a0b1c${String(i).padStart(2, '0')}`,
        displayName: `Heir ${i}`,
      }),
    );
    api({ status: 200, data: makeHeirs(heirs) });
    await screen.findByRole('list', { name: 'Your heirs' });
    expect(screen.queryByRole('link', { name: 'Name another heir' })).not.toBeInTheDocument();
    expect(screen.getByText(/You have named 10 heirs, as many as there can be/)).toBeInTheDocument();
  });

  it('lists the care periods given, open and ended, with the carer and what they see', async () => {
    const ended = makeCare({
      id: '9c5dbe64-4a7f-4199-8ea2-6fd08b1c2d45',
      carer: { kind: 'store', store: STORE },
      endedAt: '2026-11-22T10:00:00.000Z',
      endedBy: 'carer',
      share: { pictures: false, certificate: false, ownerName: null, note: null },
    });
    api({ status: 200, data: makeHeirs() }, { status: 200, data: { items: [makeCare(), ended], total: 2 } });
    const list = await screen.findByRole('list', { name: 'Items in someone’s care' });
    const [open, over] = within(list).getAllByRole('listitem');
    expect(open).toHaveTextContent('+33 • •• •• •• 44');
    expect(open).toHaveTextContent(/Until December 20, 2026/);
    expect(open).toHaveTextContent('They see: its pictures, your note');
    expect(within(open!).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/items/${makeCare().product.id}`,
    );
    expect(over).toHaveTextContent('Arlo Paris, Paris');
    expect(over).toHaveTextContent('Ended on November 22, 2026, handed back');
    expect(over).toHaveTextContent('They see: its name and serial number only');
    expect(within(over!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('checks the safeguard’s period (6 to 36 months), then saves it', async () => {
    const user = userEvent.setup();
    api({ status: 200, data: makeHeirs([makeHeir()]) });
    const months = await screen.findByRole('textbox', { name: 'Months without a sign-in' });
    await user.clear(months);
    await user.type(months, '40');
    await user.click(screen.getByRole('button', { name: 'Save the period' }));
    expect(months).toHaveAccessibleDescription(/Choose a whole number of months from 6 to 36\./);
    expect(mock.calls.some((c) => c.url === '/v1/heirs/safeguard')).toBe(false);
    await user.clear(months);
    await user.type(months, '24');
    await user.click(screen.getByRole('button', { name: 'Save the period' }));
    expect(await screen.findByText('Saved: 24 months without a sign-in.')).toBeInTheDocument();
    expect(bodyOf(mock.calls.find((c) => c.url === '/v1/heirs/safeguard'))).toEqual({ months: 24 });
  });

  it('says when the heirs could not be loaded', async () => {
    api(apiError(500, 'Server down'));
    expect(
      await screen.findByRole('heading', { name: 'Your heirs and care periods could not be loaded' }),
    ).toBeInTheDocument();
  });
});

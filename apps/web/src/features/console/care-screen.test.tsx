// The items in the brand's stores' care, with a mocked console API: the list opening a period; what the owner
// shared (and what not); ending it after the browser asks, then the period reads ended; a period that had ended
// meanwhile, in French; another brand's period "not found" in French.
import type { StoreCare } from '@heirloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consolePaths } from '../../config/paths';
import { i18n } from '../../i18n';
import { CONSOLE_BRAND, staffMe } from '../../test/fixtures/console';
import { describeCall, mockConsoleHttp, type MockReply } from '../../test/mock-http';
import * as screens from './console-screens';
import { renderConsoleAt } from './console-screen.testing';

const BRAND = CONSOLE_BRAND;
const CARE = '2a1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const mock = mockConsoleHttp({ signedIn: true });
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const care: StoreCare = {
  id: CARE,
  startsAt: '2026-11-20T09:00:00.000Z',
  endsAt: '2026-12-20T09:00:00.000Z',
  endedAt: null,
  endedBy: null,
  repairId: null,
  store: { id: '2b1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Saint-Honoré', city: 'Paris' },
  item: {
    name: 'Chronographe 1931',
    serialNumber: 'MA-1',
    brand: { name: 'Maison Aurèle', logoUrl: null },
    collection: { name: 'Pilote 40' },
    pictures: [],
    certificate: null,
    ownerName: 'Claire',
    note: 'Wind it once a week.',
  },
};
const ended: StoreCare = { ...care, endedAt: '2026-11-22T10:00:00.000Z', endedBy: 'carer' };
const carePath = `/console/brands/${BRAND}/care/${CARE}`;

function answer(end?: () => MockReply) {
  let current = care;
  mock.handler = (call) => {
    const route = describeCall(call);
    if (route === 'GET /console/me') return { status: 200, data: staffMe(['afterSales']) };
    if (route === `GET /console/brands/${BRAND}/care/25/0`)
      return { status: 200, data: { items: [care], total: 1 } };
    if (route === `GET ${carePath}`) return { status: 200, data: current };
    if (end && route === `POST ${carePath}/end`) {
      current = ended;
      return end();
    }
    return undefined;
  };
}

const routes = [
  { path: consolePaths.care, element: <screens.StoreCareScreen /> },
  { path: consolePaths.careOne, element: <screens.StoreCareOneScreen /> },
];

describe('the items in care', () => {
  it('lists them and opens one, with what the owner shared and what not', async () => {
    answer();
    renderConsoleAt(`/console/${BRAND}/care`, routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Items in care' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Chronographe 1931' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chronographe 1931' })).toBeVisible();
    const period = screen.getByRole('region', { name: 'The care period' });
    expect(within(period).getByText('Saint-Honoré, Paris')).toBeInTheDocument();
    expect(within(period).getByText('December 20, 2026 at 9:00 AM', { exact: false })).toBeInTheDocument();
    expect(within(period).getByText('In care')).toBeInTheDocument();
    const shared = screen.getByRole('region', { name: 'What the owner shared' });
    expect(within(shared).getByText('Claire')).toBeInTheDocument();
    expect(within(shared).getByText('Wind it once a week.')).toBeInTheDocument();
    expect(within(shared).getByText('Not shared')).toBeInTheDocument();
    expect(within(shared).getByText('No picture shared.')).toBeInTheDocument();
  });

  it('ends a period once the browser asked, then shows it ended', async () => {
    answer(() => ({ status: 200, data: ended }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderConsoleAt(`/console/${BRAND}/care/${CARE}`, routes);
    const user = userEvent.setup();
    const end = await screen.findByRole('button', { name: 'End the care period' });
    await user.click(end);
    expect(confirm).toHaveBeenCalledWith(
      'End the care of Chronographe 1931 now? The item is handed back to its owner, who is told.',
    );
    expect(mock.calls.filter((c) => c.method.toUpperCase() === 'POST')).toHaveLength(0);
    await user.click(end);
    expect(await screen.findByText('The care period has ended: the owner is told.')).toBeInTheDocument();
    expect(screen.getByText(/your store handed it back/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End the care period' })).toBeNull();
  });

  it('says in French that a period had already ended, and shows it ended', async () => {
    await i18n.changeLanguage('fr');
    answer(() => ({
      status: 409,
      data: { statusCode: 409, code: 'CARE_ENDED', message: 'Cette garde est déjà terminée.' },
    }));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderConsoleAt(`/console/${BRAND}/care/${CARE}`, routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mettre fin à la garde' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette garde avait déjà pris fin. Elle est affichée telle qu’elle est maintenant.',
    );
    expect(await screen.findByText(/votre boutique l’a rendu/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mettre fin à la garde' })).toBeNull();
  });

  it('says another brand’s period is not found, in French', async () => {
    await i18n.changeLanguage('fr');
    answer();
    renderConsoleAt(`/console/${BRAND}/care/2f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f`, routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Garde introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Tous les objets confiés' })).toBeInTheDocument();
  });
});

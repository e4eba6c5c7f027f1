// /items/:id/opposition with a mocked API: declare lost or stolen (with validation), withdraw, a 409's message.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../api/items';
import { i18n } from '../../i18n';
import { makeItem } from '../../test/fixtures/items';
import { apiError, bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { currentLocation, renderScreen } from '../../test/render-screen';
import { expectTooShort } from '../../test/form-checks';
import { OppositionScreen } from './opposition-screen';

const mock = mockHttp();
const SINCE = '2024-05-02T12:00:00.000Z';

function api(item: Item, answer?: MockReply) {
  mock.handler = (call) => {
    if (call.method === 'get') return { status: 200, data: item };
    if (answer) return answer;
    const { kind } = bodyOf(call) as { kind?: 'lost' | 'stolen' };
    const declared = call.url?.includes('makeOpposition');
    return {
      status: 200,
      data: {
        ...item,
        status: declared ? kind : 'active',
        opposition: declared
          ? { active: true, kind, since: SINCE }
          : { active: false, kind: null, since: null },
      },
    };
  };
}

const open = (item: Item) =>
  renderScreen(<OppositionScreen />, '/items/:id/opposition', `/items/${item.id}/opposition`);

describe('OppositionScreen', () => {
  it('declares an item stolen after checking the choice and the details, then goes back to the item', async () => {
    const user = userEvent.setup();
    const item = makeItem(1);
    api(item);
    const { queryClient } = open(item);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Declare lost or stolen' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Declare' }));
    expect(screen.getByText('Choose lost or stolen.')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Lost/ })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: /Stolen/ }));
    const details = screen.getByLabelText('Details');
    await expectTooShort(
      user,
      mock.calls,
      details,
      'ab',
      'Declare it stolen',
      'Write at least 3 characters.',
    );

    await user.type(details, 'c — taken from my car in Lyon');
    await user.click(screen.getByRole('button', { name: 'Declare it stolen' }));
    await screen.findByText(`/items/${item.id}`);
    const declare = mock.calls.find((call) => call.method === 'post');
    expect(describeCall(declare!)).toBe(`POST /products/makeOpposition/${item.id}`);
    expect(bodyOf(declare)).toEqual({ kind: 'stolen', details: 'abc — taken from my car in Lyon' });
    expect(currentLocation()).toBe(`/items/${item.id}`);
    // the item page reads the declared item from the cache at once (its banner shows the declaration)
    expect(queryClient.getQueryData<Item>(['items', 'item', item.id, 'detail'])?.opposition).toEqual({
      active: true,
      kind: 'stolen',
      since: SINCE,
    });
  });

  it('shows the server’s reason when the declaration is refused, and keeps what was written', async () => {
    const user = userEvent.setup();
    const item = makeItem(1);
    api(item, apiError(409, '“Chronograph No. 1” is at an after-sales store: contact the store about it.'));
    open(item);
    await user.click(await screen.findByRole('radio', { name: /Lost/ }));
    await user.type(screen.getByLabelText('Details'), 'Lost on the train to Paris');
    await user.click(screen.getByRole('button', { name: 'Declare it lost' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The declaration was not recorded. “Chronograph No. 1” is at an after-sales store',
    );
    expect(screen.getByLabelText('Details')).toHaveValue('Lost on the train to Paris');
    expect(screen.getByRole('radio', { name: /Lost/ })).toBeChecked();
    expect(currentLocation()).toBe(`/items/${item.id}/opposition`);
  });

  it('shows the active declaration and withdraws it (in French)', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    const item = makeItem(1, { status: 'lost', opposition: { active: true, kind: 'lost', since: SINCE } });
    api(item);
    open(item);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retirer la déclaration' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Déclaré perdu le 2 mai 2024.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Comment la situation s’est-elle réglée ?'), 'Retrouvé chez moi');
    await user.click(screen.getByRole('button', { name: 'Retirer la déclaration' }));
    await screen.findByText(`/items/${item.id}`);
    const withdraw = mock.calls.find((call) => call.method === 'post');
    expect(describeCall(withdraw!)).toBe(`POST /products/withdrawOpposition/${item.id}`);
    expect(bodyOf(withdraw)).toEqual({ details: 'Retrouvé chez moi' });
  });

  it('does not offer a declaration while the item is in repair', async () => {
    const item = makeItem(1, { status: 'in_repair' });
    api(item);
    open(item);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This item cannot be declared now' }),
    ).toBeInTheDocument();
    const state = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(state).getByRole('link', { name: 'Repair in progress' })).toHaveAttribute(
      'href',
      `/items/${item.id}/repair`,
    );
  });
});

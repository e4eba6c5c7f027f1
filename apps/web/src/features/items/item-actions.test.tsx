// The item's actions (send, entrust, repair, declare lost or stolen) online and offline (decision 038): links to their
// screens online; offline, the same actions disabled, each naming the sentence that says they need a connection. In
// someone's care, sending, declaring and entrusting again are not offered; in repair, entrusting (to the repairer) is.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { makeItem } from '../../test/fixtures/items';
import { mockHttp } from '../../test/mock-http';
import { goOffline, goOnline } from '../../test/network';
import { renderScreen } from '../../test/render-screen';
import { ItemActions } from './item-actions';

mockHttp();

afterEach(async () => {
  goOnline();
  await i18n.changeLanguage('en');
});

const open = (label = 'What you can do', item = makeItem(1)) => {
  renderScreen(<ItemActions item={item} />, '/', '/');
  return screen.getByRole('group', { name: label });
};

describe('ItemActions', () => {
  it('online, links to each action’s screen, with no offline sentence', () => {
    const actions = open();
    expect(within(actions).getByRole('link', { name: 'Send' })).toHaveAttribute(
      'href',
      `/items/${makeItem(1).id}/send`,
    );
    expect(within(actions).getByRole('link', { name: 'Entrust' })).toHaveAttribute(
      'href',
      `/items/${makeItem(1).id}/entrust`,
    );
    expect(within(actions).getByRole('link', { name: 'Request a repair' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Declare lost or stolen' })).toBeInTheDocument();
    expect(within(actions).queryByText(/offline/)).not.toBeInTheDocument();
  });

  it('offline, disables each and says why; back online, the links return', () => {
    const actions = open();
    act(() => goOffline());
    expect(within(actions).queryByRole('link')).not.toBeInTheDocument();
    for (const name of ['Send', 'Entrust', 'Request a repair', 'Declare lost or stolen']) {
      const action = within(actions).getByRole('button', { name });
      expect(action).toBeDisabled();
      expect(action).toHaveAccessibleDescription('You are offline: this needs a connection.');
    }
    act(() => goOnline());
    expect(within(actions).queryByRole('button')).not.toBeInTheDocument();
    expect(within(actions).getAllByRole('link')).toHaveLength(4);
  });

  it('in someone’s care, offers neither sending, declaring nor entrusting again', () => {
    const actions = open('What you can do', { ...makeItem(1), inCareUntil: '2027-01-10T18:00:00.000Z' });
    for (const name of ['Send', 'Entrust', 'Declare lost or stolen'])
      expect(within(actions).queryByRole('link', { name })).not.toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Request a repair' })).toBeInTheDocument();
  });

  it('in repair, offers entrusting it (to the boutique repairing it) but not sending it', () => {
    const actions = open('What you can do', { ...makeItem(1), status: 'in_repair' });
    expect(within(actions).getByRole('link', { name: 'Entrust' })).toBeInTheDocument();
    expect(within(actions).queryByRole('link', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr');
    goOffline();
    const actions = open('Ce que vous pouvez faire');
    expect(within(actions).getByRole('button', { name: 'Envoyer' })).toHaveAccessibleDescription(
      'Vous êtes hors ligne : il faut une connexion.',
    );
  });
});

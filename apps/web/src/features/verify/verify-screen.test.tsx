// /verify/:publicId with a mocked API: the brand's colours, the facts (never the owner), a loud warning when
// declared stolen, "no item with this code", and the finder's message, for a declared item only (sent, rate
// limited, or refused because the declaration was withdrawn meanwhile).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicItem } from '../../api/protection';
import { i18n } from '../../i18n';
import { brand } from '../../test/fixtures/items';
import { makePublicItem } from '../../test/fixtures/protection';
import { apiError, bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { expectTooShort } from '../../test/form-checks';
import { VerifyScreen } from './verify-screen';

const mock = mockHttp();

function api(item: PublicItem | MockReply, message: MockReply = { status: 202, data: { sent: true } }) {
  mock.handler = (call) => {
    if (call.method === 'post') return message;
    return 'status' in item ? item : { status: 200, data: item };
  };
}

/** A finder may write only about an item its owner declared lost or stolen. */
const declared: PublicItem['opposition'] = { active: true, kind: 'lost', since: '2024-05-02T12:00:00.000Z' };

const open = () => renderScreen(<VerifyScreen />, '/verify/:publicId', '/verify/pub-1');

describe('VerifyScreen', () => {
  it('shows the item in its brand’s colours: facts, photos and certificate, and who owned it only as a number', async () => {
    // even if a server sent more than the contract allows, the page shows only the public facts
    api({ ...makePublicItem(), owner: { phone: '+33612345678', name: 'Jeanne Martin' } } as PublicItem);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chronograph No. 1' })).toBeInTheDocument();
    expect(describeCall(mock.calls[0]!)).toBe('GET /public/items/pub-1');
    expect(screen.getByText('Heritage Watches', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Registered by Maison Arlo.')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'About this item' });
    expect(within(facts).getByText('AR-1001')).toBeInTheDocument();
    expect(within(facts).getByText('3 owners')).toBeInTheDocument();
    expect(within(facts).getByText('Held in Heirloom’s custody')).toBeInTheDocument();
    const certificate = screen.getByRole('region', { name: 'Digital certificate' });
    expect(within(certificate).getByText('Heirloom’s ledger')).toBeInTheDocument();
    expect(within(certificate).getByText('9f86d081…f00a08')).toBeInTheDocument();
    expect(within(certificate).getByText(/each one seals the one before/)).toBeInTheDocument();
    expect(within(certificate).queryByText(/Polygon|Transaction|Contract/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Photos of Chronograph No. 1' })).getAllByRole('img'),
    ).toHaveLength(2);
    expect(screen.queryByText(/Declared (lost|stolen)/)).not.toBeInTheDocument();
    expect(
      document.querySelector<HTMLElement>('[data-brand-scope]')?.style.getPropertyValue('--brand-primary'),
    ).toBe(brand.theme.primary);
    expect(document.body.textContent).not.toMatch(/\+33|612345678|Jeanne|Martin/);
  });

  it('warns loudly when the item is declared stolen', async () => {
    api(makePublicItem({ opposition: { active: true, kind: 'stolen', since: '2024-05-02T12:00:00.000Z' } }));
    open();
    const alarm = (await screen.findByText('Declared stolen')).closest('[role="alert"]');
    expect(alarm).toHaveTextContent('Its owner declared it stolen on May 2, 2024. Do not buy it.');
  });

  it('speaks French, the warning included', async () => {
    await i18n.changeLanguage('fr');
    api(
      makePublicItem({
        ownersCount: 1,
        opposition: { active: true, kind: 'lost', since: '2024-05-02T12:00:00.000Z' },
      }),
    );
    open();
    const alarm = (await screen.findByText('Déclaré perdu')).closest('[role="alert"]');
    expect(alarm).toHaveTextContent('Son propriétaire l’a déclaré perdu le 2 mai 2024.');
    expect(screen.getByText('1 propriétaire')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Vous avez trouvé cet objet ? Écrivez à son propriétaire',
      }),
    ).toBeInTheDocument();
  });

  it('says when the item left the platform’s custody, with no one to write to; and when it is being minted', async () => {
    api(makePublicItem({ inCustody: false, isToMint: true, mint: null }));
    open();
    expect(await screen.findByText(/left the platform’s custody/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Found this item/ })).not.toBeInTheDocument();
    expect(screen.getByText(/The certificate is being recorded/)).toBeInTheDocument();
  });

  it('while minting: the pending placeholder and the mint label, never its name or pictures (docs/product.md, states)', async () => {
    // the server withholds them; were an older one to send them, the page still shows neither
    api(
      makePublicItem({
        name: 'Tourbillon Nuit',
        description: 'A flying tourbillon under a smoked sapphire dial.',
        images: [{ ...makePublicItem().images[0]!, title: 'Tourbillon Nuit', url: '/brand/full' }],
        isToMint: true,
        mint: null,
      }),
    );
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate being minted' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Pending' }).length).toBeGreaterThan(0);
    expect(document.title).toMatch(/^Certificate being minted · /);
    expect(document.body.innerHTML).not.toMatch(/Tourbillon|tourbillon|\/brand\/|\/api\/media\/public/);
    // what anyone may know still shows
    expect(screen.getByText('AR-1001')).toBeInTheDocument();
  });

  it('says clearly when no item has this code', async () => {
    api(apiError(404, 'Not found'));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No item with this code' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Check the address, or scan the QR code again.')).toBeInTheDocument();
  });

  it('offers no way to write to the owner of an item that is not declared lost or stolen', async () => {
    api(makePublicItem());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chronograph No. 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Found this item/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
    expect(screen.queryByText(/no owner to write to/)).not.toBeInTheDocument();
  });

  it('passes a finder’s message on, after checking its length', async () => {
    const user = userEvent.setup();
    api(makePublicItem({ opposition: declared }));
    open();
    const message = await screen.findByLabelText('Your message');
    await expectTooShort(
      user,
      mock.calls,
      message,
      'Found',
      'Send the message',
      'Write at least 10 characters (5 so far).',
    );

    await user.type(message, ' it on a bench in the Tuileries.');
    await user.type(screen.getByLabelText('Your e-mail or phone (optional)'), 'finder@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('Message sent. Thank you: the owner has been told.')).toHaveAttribute(
      'role',
      'status',
    );
    const sent = mock.calls.find((call) => call.method === 'post');
    expect(describeCall(sent!)).toBe('POST /public/items/pub-1/messages');
    expect(bodyOf(sent)).toEqual({
      message: 'Found it on a bench in the Tuileries.',
      contact: 'finder@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('shows the server’s sentence when too many messages were sent, keeping the text', async () => {
    const user = userEvent.setup();
    api(
      makePublicItem({ opposition: declared }),
      apiError(429, 'Too many messages. Please try again in 42 min.'),
    );
    open();
    await user.type(await screen.findByLabelText('Your message'), 'I found it near the station.');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText(/The message was not sent/)).toHaveTextContent(
      'The message was not sent. Too many messages. Please try again in 42 min.',
    );
    expect(screen.getByLabelText('Your message')).toHaveValue('I found it near the station.');
  });

  it.each([
    ['en', 'This item is no longer declared lost or stolen: its owner withdrew the declaration'],
    ['fr', 'Cet objet n’est plus déclaré perdu ou volé : son propriétaire a levé la déclaration'],
  ] as const)(
    'says clearly (%s) when the declaration was withdrawn before the message was sent',
    async (language, sentence) => {
      await i18n.changeLanguage(language);
      const user = userEvent.setup();
      const refused = apiError(409, 'Server sentence');
      refused.data = { ...(refused.data as object), code: 'ITEM_NOT_DECLARED' };
      api(makePublicItem({ opposition: declared }), refused);
      open();
      const label = language === 'fr' ? 'Votre message' : 'Your message';
      await user.type(await screen.findByLabelText(label), 'I found it near the station.');
      await user.click(
        screen.getByRole('button', { name: language === 'fr' ? 'Envoyer le message' : 'Send the message' }),
      );
      const alert = await screen.findByText(new RegExp(`^${sentence}`));
      expect(alert).toHaveAttribute('role', 'alert');
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
      expect(document.body.textContent).not.toContain('Server sentence');
    },
  );
});

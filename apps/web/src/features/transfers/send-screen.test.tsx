// The send flow with a mocked API: recipient → review → code → sent; wrong code; refusal; address check.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearNeedsReverification, markNeedsReverification, needsReverification } from '../../ui';
import { ADDRESS, makeItem } from '../../test/fixtures/items';
import { makeStep, TX_MOVE } from '../../test/fixtures/token';
import type { Transaction } from '../../api/transfers';
import {
  answerCodeStep,
  codeTroubles,
  expectCodeTrouble,
  expectRefusal,
  refusal,
  typeCode,
  wrongCode,
  type WrongPin,
} from '../../test/code-step';
import {
  apiError,
  bodyOf,
  describeCall,
  mockHttp,
  type MockHandler,
  type MockReply,
} from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { SendScreen } from './send-screen';

const mock = mockHttp();
const item = makeItem(1);
const transactionRow = (sent: typeof item): Transaction => ({
  id: `t1:${sent.id}`,
  transferId: '55555555-0000-4000-8000-000000000001',
  direction: 'sent',
  product: { id: sent.id, name: sent.name, icon: { publicUrl: null, privateUrl: null } },
  counterparty: { address: ADDRESS },
  state: 'done',
  chain: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  cancellable: false,
});
/** A mixed-case spelling of ADDRESS whose capitals do not match its checksum: a typo. */
const MISTYPED = '0x52908400098527886e0F7030069857D2E4169EE7';
/** EIP-55's own example: its checksum mixes cases, so its all-capitals spelling differs from it. */
const MIXED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
/** The server's wallet check: these addresses, as checksummed or in one case, are valid and answered checksummed. */
const walletCheck = (url: string) => {
  const typed = url.split('/').at(-1) ?? '';
  const digits = typed.slice(2);
  const oneCase = digits === digits.toLowerCase() || digits === digits.toUpperCase();
  const known = [ADDRESS, MIXED].find(
    (a) => a === typed || (oneCase && a.toLowerCase() === typed.toLowerCase()),
  );
  return known ? { valid: true, address: known } : { valid: false };
};
function api(overrides: { wrongPin?: WrongPin; send?: ReturnType<MockHandler> } = {}): MockHandler {
  return (call) => {
    const codeStep = answerCodeStep(call, 'sendToPhone', overrides.wrongPin ?? wrongCode);
    if (codeStep) return codeStep;
    if (call.url?.startsWith('/transactions/send')) return overrides.send ?? { status: 200, data: true };
    if (call.url?.startsWith('/wallets/')) return { status: 200, data: walletCheck(call.url) };
    return { status: 200, data: item };
  };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

const open = (query = '') =>
  renderScreen(<SendScreen />, '/items/:id/send', `/items/${item.id}/send${query}`);

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Recipient’s phone number'), '612345678');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Check before sending' })).toBeInTheDocument();
  expect(screen.getByText(/waits for them for up to 30 days/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Receive a confirmation code' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Enter the confirmation code' })).toBeVisible();
}

afterEach(() => clearNeedsReverification());

describe('SendScreen', () => {
  it('sends to a phone after a wrong then a right code', async () => {
    const user = userEvent.setup();
    mock.handler = api();
    open();
    await toCodeStep(user);
    // the code is for this send: its recipient and items travel with the request (and the SMS names them)
    expect(bodyOf(mock.calls.find((c) => c.url === '/transactions/requestCode'))).toEqual({
      action: 'sendToPhone',
      phoneTo: '+33612345678',
      productsIds: [item.id],
    });
    await typeCode(user, '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not correct. 4 attempts left.');
    expect(mock.calls.some((c) => c.url === '/transactions/sendToPhone')).toBe(false);

    await typeCode(user, '123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sent' })).toBeInTheDocument();
    // the number as people read it, not raw E.164
    expect(screen.getByText(/on its way to \+33\s6\s12\s34\s56\s78\./)).toBeInTheDocument();
    const send = mock.calls.find((c) => c.url === '/transactions/sendToPhone');
    expect(bodyOf(send)).toEqual({ phoneTo: '+33612345678', productsIds: [item.id] });
    expect(screen.getByRole('link', { name: 'See my activity' })).toHaveAttribute('href', '/activity');
  });

  it('says why the transfer did not happen, and retries without losing the recipient', async () => {
    const user = userEvent.setup();
    mock.handler = api({ send: { ...apiError(409, 'You cannot send an item to yourself.') } });
    open();
    await toCodeStep(user);
    await typeCode(user, '123456');
    await expectRefusal('The transfer did not happen', 'You cannot send an item to yourself.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('+33 6 12 34 56 78')).toBeInTheDocument();
  });

  it.each(codeTroubles)(
    'says what went wrong with %s, not "not correct"',
    async (_what, wrongPin, words, codeFlagged) => {
      const user = userEvent.setup();
      mock.handler = api({ wrongPin });
      open();
      await toCodeStep(user);
      await typeCode(user, '000000');
      await expectCodeTrouble(words, codeFlagged);
      expect(mock.calls.some((c) => c.url === '/transactions/sendToPhone')).toBe(false);
    },
  );

  it('checks a wallet address as it is typed and asks for the address code', async () => {
    const user = userEvent.setup();
    mock.handler = api();
    open();
    await user.click(await screen.findByRole('radio', { name: /To a wallet address/ }));
    await user.click(screen.getByRole('radio', { name: 'Polygon' }));
    const input = screen.getByLabelText('Wallet address');
    await user.type(input, MISTYPED);
    expect(await screen.findByText(/do not match its checksum/)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, ADDRESS);
    expect(await screen.findByText('Valid Polygon address.')).toBeInTheDocument();
    expect(mock.calls.map(describeCall)).toContain(`GET /wallets/isPolygonAddress/${ADDRESS}`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/leaves Heirloom’s custody and your collection/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Receive a confirmation code' }));
    await screen.findByRole('heading', { level: 1, name: 'Enter the confirmation code' });
    expect(bodyOf(mock.calls.find((c) => c.url === '/transactions/requestCode'))).toEqual({
      action: 'sendToAddress',
      addressTo: ADDRESS,
      productsIds: [item.id],
    });
  });

  it.each([
    ['lower', ADDRESS.toLowerCase(), ADDRESS],
    ['upper', `0x${MIXED.slice(2).toUpperCase()}`, MIXED],
  ])(
    'takes an address typed in %s case: valid, shown checksummed, confirmed and sent so',
    async (_case, typed, checksummed) => {
      const user = userEvent.setup();
      mock.handler = api();
      open();
      await user.click(await screen.findByRole('radio', { name: /To a wallet address/ }));
      await user.type(screen.getByLabelText('Wallet address'), typed);
      expect(
        await screen.findByText(`Valid Ethereum address. With its checksum, it reads ${checksummed}.`),
      ).toBeInTheDocument();
      await user.click(continueButton());
      // the confirmation shows it whole, checksummed, for the owner to compare with their wallet
      expect(await screen.findByText(`${checksummed} on Ethereum`)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Receive a confirmation code' }));
      await screen.findByRole('heading', { level: 1, name: 'Enter the confirmation code' });
      expect(bodyOf(mock.calls.find((c) => c.url === '/transactions/requestCode'))).toMatchObject({
        addressTo: checksummed,
      });
      await typeCode(user, '123456');
      await screen.findByRole('heading', { level: 1, name: 'Sent' });
      expect(bodyOf(mock.calls.find((c) => c.url === '/transactions/sendToAddress'))).toEqual({
        addressTo: checksummed,
        productsIds: [item.id],
      });
    },
  );

  it('says why an address is refused: capitals that do not match its checksum, or the zero address', async () => {
    const user = userEvent.setup();
    mock.handler = api();
    open();
    await user.click(await screen.findByRole('radio', { name: /To a wallet address/ }));
    const input = screen.getByLabelText('Wallet address');
    await user.type(input, MISTYPED);
    expect(
      await screen.findByText(
        'The capital and small letters of this address do not match its checksum: a character is probably wrong. Copy it again from your wallet.',
      ),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, `0x${'0'.repeat(40)}`);
    expect(
      await screen.findByText('No one holds the zero address: an item sent there would be lost.'),
    ).toBeInTheDocument();
    await user.click(continueButton());
    expect(screen.queryByText(/leaves Heirloom’s custody and your collection/)).not.toBeInTheDocument();
  });

  it('a send out to a wallet ends with its transaction on the chain, followed until confirmed', async () => {
    const user = userEvent.setup();
    let state: 'pending' | 'confirmed' = 'pending';
    const base = api();
    mock.handler = (call) => {
      if (call.url?.startsWith('/transactions/10/0/sent')) {
        const step = makeStep({ kind: 'withdraw', state, txHash: TX_MOVE, confirmedAt: null });
        const row = { ...transactionRow(item), counterparty: { address: ADDRESS }, chain: step };
        return { status: 200, data: { items: [row], total: 1 } };
      }
      return base(call);
    };
    open();
    await user.click(await screen.findByRole('radio', { name: /To a wallet address/ }));
    await user.click(screen.getByRole('radio', { name: 'Polygon' }));
    await user.type(screen.getByLabelText('Wallet address'), ADDRESS);
    await screen.findByText('Valid Polygon address.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Receive a confirmation code' }));
    await screen.findByRole('heading', { level: 1, name: 'Enter the confirmation code' });
    await typeCode(user, '123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sent' })).toBeInTheDocument();
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.getByText(`Transaction ${TX_MOVE}`)).toBeInTheDocument();
    state = 'confirmed';
    expect(await screen.findByText('Confirmed', {}, { timeout: 6000 })).toBeInTheDocument();
  });

  /** The address check answers only when the test says so: a tap can land while it is in flight. */
  function slowAddressCheck() {
    let answer: (valid: boolean) => void = () => undefined;
    const reply = new Promise<MockReply>((resolve) => {
      answer = (valid) => resolve({ status: 200, data: valid ? { valid, address: ADDRESS } : { valid } });
    });
    const base = api();
    mock.handler = (call) => (call.url?.startsWith('/wallets/') ? reply : base(call));
    return (valid: boolean) => act(async () => answer(valid));
  }

  async function pasteAddress(user: ReturnType<typeof userEvent.setup>, address: string) {
    await user.click(await screen.findByRole('radio', { name: /To a wallet address/ }));
    await user.click(screen.getByRole('radio', { name: 'Polygon' }));
    await user.click(screen.getByLabelText('Wallet address'));
    await user.paste(address);
  }

  it.each([
    ['a tap on Continue', (user: ReturnType<typeof userEvent.setup>) => user.click(continueButton())],
    ['Enter', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Enter}')],
  ])('%s while the address is checked waits for the check, then goes on', async (_how, submit) => {
    const user = userEvent.setup();
    const answer = slowAddressCheck();
    open();
    await pasteAddress(user, ADDRESS);
    await submit(user);
    // busy, and not clickable again, until the check answers
    await waitFor(() =>
      expect(mock.calls.map(describeCall)).toContain(`GET /wallets/isPolygonAddress/${ADDRESS}`),
    );
    expect(continueButton()).toHaveAttribute('aria-busy', 'true');
    expect(continueButton()).toBeDisabled();
    await user.click(continueButton());
    await user.keyboard('{Enter}');
    expect(screen.queryByText(/leaves Heirloom’s custody and your collection/)).not.toBeInTheDocument();

    await answer(true);
    expect(await screen.findByText(/leaves Heirloom’s custody and your collection/)).toBeInTheDocument();
    expect(mock.calls.filter((c) => c.url?.startsWith('/wallets/'))).toHaveLength(1);
  });

  it('a tap on Continue while an invalid address is checked shows the refusal and stays', async () => {
    const user = userEvent.setup();
    const answer = slowAddressCheck();
    open();
    const wrong = MISTYPED;
    await pasteAddress(user, wrong);
    await user.click(continueButton());
    await waitFor(() =>
      expect(mock.calls.map(describeCall)).toContain(`GET /wallets/isPolygonAddress/${wrong}`),
    );
    expect(continueButton()).toHaveAttribute('aria-busy', 'true');

    await answer(false);
    expect(await screen.findByText(/do not match its checksum/)).toBeInTheDocument();
    expect(continueButton()).not.toHaveAttribute('aria-busy');
    expect(continueButton()).toBeEnabled();
    expect(screen.getByLabelText('Wallet address')).toHaveValue(wrong);
    expect(screen.queryByText(/leaves Heirloom’s custody and your collection/)).not.toBeInTheDocument();
  });

  it('a tap while the address is checked does not go on once the address is changed', async () => {
    const user = userEvent.setup();
    const answer = slowAddressCheck();
    open();
    await pasteAddress(user, ADDRESS);
    await user.click(continueButton());
    await user.type(screen.getByLabelText('Wallet address'), '{Backspace}');
    expect(continueButton()).not.toHaveAttribute('aria-busy');
    await answer(true);
    await user.type(screen.getByLabelText('Wallet address'), ADDRESS.slice(-1));
    expect(await screen.findByText('Valid Polygon address.')).toBeInTheDocument();
    expect(screen.queryByText(/leaves Heirloom’s custody and your collection/)).not.toBeInTheDocument();
  });

  it('leaving the code step with the back link drops the verification', async () => {
    const user = userEvent.setup();
    mock.handler = api();
    open();
    await toCodeStep(user);
    expect(needsReverification()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(needsReverification()).toBe(true));
  });

  it('leaving the failure screen with the back link drops the verification too', async () => {
    const user = userEvent.setup();
    mock.handler = api({ send: refusal(409, 'ITEM_IN_REPAIR', '“Chronograph No. 1” is in repair.') });
    open();
    await toCodeStep(user);
    await typeCode(user, '123456');
    await screen.findByRole('heading', { level: 1, name: 'The transfer did not happen' });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(needsReverification()).toBe(true));
  });

  it('sends nothing on a code checked after the verification was dropped; a new code is asked for', async () => {
    const user = userEvent.setup();
    mock.handler = api();
    open();
    await toCodeStep(user);
    // the back link was used (opened in another tab): this verification is over
    act(() => markNeedsReverification());
    await typeCode(user, '123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check before sending' })).toBeVisible();
    expect(screen.getByText(/we send you a new code/)).toHaveAttribute('role', 'status');
    expect(mock.calls.some((c) => c.url === '/transactions/sendToPhone')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Receive a confirmation code' }));
    await screen.findByRole('heading', { level: 1, name: 'Enter the confirmation code' });
    expect(needsReverification()).toBe(false);
    await typeCode(user, '123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sent' })).toBeInTheDocument();
    expect(mock.calls.filter((c) => c.url === '/transactions/requestCode')).toHaveLength(2);
  });

  it('comes back after leaving a verification, and asks for a new code', async () => {
    const user = userEvent.setup();
    markNeedsReverification();
    mock.handler = api();
    open();
    await user.type(await screen.findByLabelText('Recipient’s phone number'), '612345678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/we send you a new code/)).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Receive a confirmation code' }));
    await screen.findByRole('heading', { level: 1, name: 'Enter the confirmation code' });
    expect(needsReverification()).toBe(false);
  });

  it('refuses an item that cannot move', async () => {
    mock.handler = () => ({ status: 200, data: makeItem(1, { status: 'in_repair' }) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'This item cannot be sent' })).toBeVisible();
  });

  it('loads every item picked with ?ids=', async () => {
    const user = userEvent.setup();
    const second = makeItem(2);
    mock.handler = (call) => (call.url?.includes(second.id) ? { status: 200, data: second } : api()(call));
    open(`?ids=${item.id},${second.id}`);
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recipient’s phone number'), '612345678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Chronograph No. 2')).toBeInTheDocument();
  });
});

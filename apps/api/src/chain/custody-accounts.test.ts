// Custody accounts, one per holder and item: the same pair gives the same account; an owner's two items, or
// one item with two owners, give accounts nothing ties together; another key gives others.
import { describe, expect, it } from 'vitest';
import { CustodyAccounts } from './custody-accounts';
import { custodyAddress } from './items-contract';

describe('custody accounts', () => {
  const owner = '6f1c4a2e-7b1d-4c5e-9a3f-2b8d7e6c5a41';
  const other = '0d3e5f7a-1b2c-4d6e-8f0a-3c5e7a9b1d2f';
  const [item1, item2] = ['a1a1a1a1-0000-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-000000000002'];
  const custody = new CustodyAccounts('the server key');

  it('gives one account per holder and item, the same every time, and the contract’s address for it', () => {
    const account = custody.account(owner, item1);
    expect(account).toMatch(/^0x[0-9a-f]{64}$/);
    expect(custody.account(owner, item1)).toBe(account);
    expect(custody.address(owner, item1)).toBe(custodyAddress(account));
  });

  it('ties nothing together: another item, another holder, another key', () => {
    const accounts = new Set([
      custody.account(owner, item1),
      custody.account(owner, item2),
      custody.account(other, item1),
      new CustodyAccounts('another key').account(owner, item1),
    ]);
    expect(accounts.size).toBe(4);
  });
});

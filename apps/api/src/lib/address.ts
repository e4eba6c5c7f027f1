// EVM addresses: reading a wallet address (its EIP-55 checksum) and the custody addresses of owners and brands.
import { randomUUID } from 'node:crypto';
import { getAddress } from 'viem';
import { custodyAccount, custodyAddress } from '../chain/items-contract';
import { AppError } from './errors';

export type WalletAddressCheck =
  | { ok: true; /** its EIP-55 (checksummed) form, the one stored and shown */ address: string }
  | { ok: false; reason: 'malformed' | 'zero' | 'checksum' };

/**
 * A wallet address as typed: 0x and 40 hexadecimal digits, in any case. All in lower or all in upper case it
 * carries no checksum (wallets and exchanges often show it so): nothing to check. Mixed case is an EIP-55
 * checksum, and one that does not match is a typo: refused. The zero address is refused too: no one holds
 * it, and a token sent there is lost (the chain refuses it too). What passes is given back checksummed, for
 * the owner to compare with their wallet (decision 006).
 */
export function checkWalletAddress(value: string): WalletAddressCheck {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return { ok: false, reason: 'malformed' };
  if (/^0x0{40}$/.test(value)) return { ok: false, reason: 'zero' };
  const digits = value.slice(2);
  const oneCase = digits === digits.toLowerCase() || digits === digits.toUpperCase();
  const address = getAddress(value.toLowerCase());
  if (!oneCase && address !== value) return { ok: false, reason: 'checksum' };
  return { ok: true, address };
}

/** The checksummed form of a typed wallet address, or the 400 that says what is wrong with it (on `field`). */
export function walletAddressOf(typed: string, field: string): string {
  const check = checkWalletAddress(typed);
  if (check.ok) return check.address;
  const code = ({ checksum: 'ADDRESS_CHECKSUM', zero: 'ADDRESS_ZERO', malformed: 'VALIDATION' } as const)[
    check.reason
  ];
  throw new AppError(400, code, { field });
}

/**
 * Where the platform holds the tokens of an owner (or a brand's unsold stock): the items contract's custody
 * address of the account derived from its id. No key controls it, so none is stored (decision 013).
 */
export function custodialAddressOf(id: string): string {
  return custodyAddress(custodyAccount(id));
}

export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** A new account's id (owner or brand) and the custody address derived from it. */
export function newAccount(): { id: string; custodialAddress: string } {
  const id = randomUUID();
  return { id, custodialAddress: custodialAddressOf(id) };
}

// EVM addresses: checksum validation (EIP-55) and the custody addresses of owners and brands.
import { randomUUID } from 'node:crypto';
import { getAddress, isAddress } from 'viem';
import { custodyAccount, custodyAddress } from '../chain/items-contract';

/**
 * Valid only when EIP-55 checksummed (mixed case that matches the checksum). All-lowercase addresses
 * carry no checksum: a typo in one would send an item out of custody for ever, so they are refused. So is
 * the zero address: no one holds it, and a token sent there is lost (the chain refuses it too).
 */
export function isChecksumAddress(value: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value) || /^0x0{40}$/.test(value)) return false;
  return isAddress(value, { strict: true }) && getAddress(value) === value;
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

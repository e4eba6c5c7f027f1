// EVM addresses: checksum validation (EIP-55) and custodial addresses for users.
import { randomBytes } from 'node:crypto';
import { getAddress, isAddress } from 'viem';

/**
 * Valid only when EIP-55 checksummed (mixed case that matches the checksum). All-lowercase addresses
 * carry no checksum: a typo in one would send an item out of custody for ever, so they are refused.
 */
export function isChecksumAddress(value: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  return isAddress(value, { strict: true }) && getAddress(value) === value;
}

/** A fresh custodial address (the platform holds the key material in the real EVM set-up). */
export function newCustodialAddress(): string {
  return getAddress(`0x${randomBytes(20).toString('hex')}`);
}

export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

// Where the platform holds each token: one custody account per holder *and item*, a keyed hash of the two, so
// that the chain does not tie an owner's items together. From one item's token (its public page, a QR code)
// no one can list the owner's other items or follow them from owner to owner; only the server, which holds
// the key, knows whose account is whose (decision 013).
import { createHmac } from 'node:crypto';
import { type Address, type Hex, keccak256, toHex } from 'viem';
import { custodyAddress } from './items-contract';

export class CustodyAccounts {
  constructor(private readonly key: string) {}

  /** The custody account of `holderId` (an owner or a brand) for item `itemId`: a bytes32 for the contract. */
  account(holderId: string, itemId: string): Hex {
    const mac = createHmac('sha256', this.key).update(`custody:${holderId}:${itemId}`).digest();
    return keccak256(toHex(mac));
  }

  /** The address the contract derives from that account (`custodyAddress`), where the token sits. */
  address(holderId: string, itemId: string): Address {
    return custodyAddress(this.account(holderId, itemId));
  }
}

// The items contract seen from TypeScript: its artifact, deployment, and the ids it speaks in (an item's
// token id, an owner's custody account and address). Every chain call goes through viem.
import {
  type Account,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
  encodeAbiParameters,
  getAddress,
  keccak256,
  slice,
  stringToBytes,
  zeroAddress,
} from 'viem';
import type { ContractArtifact } from './compile';
import artifactJson from './heirloom-items.artifact.json' with { type: 'json' };

export const itemsArtifact = artifactJson as unknown as ContractArtifact;
export const itemsAbi = itemsArtifact.abi;

/**
 * The custody account of an owner: a hash of the owner's id. The contract derives the owner's custody
 * address from it, an address that no key controls.
 */
export function custodyAccount(ownerId: string): Hex {
  return keccak256(stringToBytes(ownerId));
}

/** The same derivation as the contract's `custodyAddress(bytes32)`. */
export function custodyAddress(account: Hex): Address {
  const hash = keccak256(
    encodeAbiParameters([{ type: 'string' }, { type: 'bytes32' }], ['heirloom.custody', account]),
  );
  return getAddress(slice(hash, 12));
}

/** An item's token id: its UUID read as a 128-bit number, so the two can always be told from each other. */
export function tokenIdOf(itemId: string): bigint {
  const hex = itemId.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`not a UUID: ${itemId}`);
  return BigInt(`0x${hex}`);
}

/** The item id behind a token id (the inverse of tokenIdOf), or null for a number that is no item's. */
export function itemIdOf(tokenId: bigint): string | null {
  if (tokenId < 0n || tokenId >= 1n << 128n) return null;
  const hex = tokenId.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A collection's id on the chain (the contract keeps it per token). */
export function collectionKey(collectionId: string): Hex {
  return keccak256(stringToBytes(collectionId));
}

/** A brand's id on the chain (the contract keeps it per token, and each brand's royalty under it). */
export function brandKey(brandId: string): Hex {
  return keccak256(stringToBytes(`brand:${brandId}`));
}

/** The version of the contract this server deploys (its VERSION); an older one is migrated (decision 030). */
export const ITEMS_CONTRACT_VERSION = 3n;

/** The interface ids a wallet or marketplace asks `supportsInterface` about (ERC-165 ids, from the EIPs). */
export const INTERFACE_IDS = {
  erc165: '0x01ffc9a7',
  erc721: '0x80ac58cd',
  erc721Metadata: '0x5b5e139f',
  erc4906: '0x49064906',
  erc2981: '0x2a55205a',
} as const;

/** Where wallets and marketplaces read the metadata: each token's (its id appended) and the contract's. */
export interface MetadataAddresses {
  metadataBase: string;
  contractUri: string;
}

/** The metadata addresses the API serves under its public address (decision 030). */
export function metadataAddresses(publicUrl: string): MetadataAddresses {
  const base = publicUrl.replace(/\/+$/, '');
  return { metadataBase: `${base}/api/v1/tokens/`, contractUri: `${base}/api/v1/contract-metadata` };
}

export type ChainWallet = WalletClient<Transport, Chain, Account>;

/**
 * Deploys the items contract with the wallet's account as its operator and `admin` (the wallet's account
 * unless given: production names a multisig) as the admin who can replace the operator; gives its address
 * once mined. With `migrating`, the wallet's account may also re-create a previous deployment's tokens
 * (`remint`, `npm run ledger -- migrate`) until the migration is ended; without, the migration is ended from
 * the start.
 */
export async function deployItemsContract(
  wallet: ChainWallet,
  reader: PublicClient,
  metadata: MetadataAddresses,
  admin: Address = wallet.account.address,
  { migrating = false }: { migrating?: boolean } = {},
): Promise<Address> {
  const migrator = migrating ? wallet.account.address : zeroAddress;
  const hash = await wallet.deployContract({
    abi: itemsAbi,
    bytecode: itemsArtifact.bytecode,
    args: [metadata.metadataBase, metadata.contractUri, admin, wallet.account.address, migrator],
  });
  const receipt = await reader.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`the items contract's deployment failed (${hash})`);
  }
  return getAddress(receipt.contractAddress);
}

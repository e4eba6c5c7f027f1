// A token moved on the chain by its holder, the app knowing nothing of it (a wallet's own transfer): with the
// holder's key, or with none (Anvil lets a test send as any address, a custody address included). The holder is
// given gas first; the transfer is mined before it returns.
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  type LocalAccount,
} from 'viem';
import { expect } from 'vitest';
import { itemsAbi, tokenIdOf } from '../src/chain/items-contract';

/** Where the items contract is: its node's RPC address and its own. */
export interface ContractOnChain {
  rpcUrl: string;
  address: Address;
}

export async function holderTransfers(
  contract: ContractOnChain,
  from: Address | LocalAccount,
  to: Address,
  itemId: string,
): Promise<Hex> {
  const transport = http(contract.rpcUrl);
  const anvil = createTestClient({ mode: 'anvil', transport });
  const sender = typeof from === 'string' ? from : from.address;
  await anvil.setBalance({ address: sender, value: 10n ** 18n });
  if (typeof from === 'string') await anvil.impersonateAccount({ address: sender });
  const hash = await createWalletClient({ transport }).writeContract({
    account: from,
    chain: null,
    address: contract.address,
    abi: itemsAbi,
    functionName: 'transferFrom',
    args: [sender, to, tokenIdOf(itemId)],
  });
  const receipt = await createPublicClient({ transport }).waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return hash;
}

// An item leaves for a wallet only on the chain its certificate was minted on; a batch needs one chain.
import { chains } from '@heirloom/contract';
import type { Item } from '../../api/items';
import type { Chain } from '../../api/transfers';

/** The chain an item was minted on, as the wallet check names it ("polygon" → "Polygon"). */
export function mintChainOf(item: Pick<Item, 'mint'>): Chain | undefined {
  const minted = item.mint?.chain.toLowerCase();
  return chains.find((chain) => chain.toLowerCase() === minted);
}

export type ChainProblem =
  { kind: 'mixed'; chains: Chain[] } | { kind: 'mismatch'; item: string; minted: Chain };

/** Why these items cannot go to a wallet on `chain`, if they cannot. */
export function chainProblem(items: Pick<Item, 'name' | 'mint'>[], chain: Chain): ChainProblem | undefined {
  const minted = [...new Set(items.map(mintChainOf).filter((c): c is Chain => c !== undefined))];
  if (minted.length > 1) return { kind: 'mixed', chains: minted };
  const wrong = items.find((item) => {
    const of = mintChainOf(item);
    return of !== undefined && of !== chain;
  });
  const wrongChain = wrong && mintChainOf(wrong);
  return wrong && wrongChain ? { kind: 'mismatch', item: wrong.name, minted: wrongChain } : undefined;
}

// Tests of the chain rule for sending to a wallet: the item's mint chain, one chain per batch.
import { describe, expect, it } from 'vitest';
import { makeItem } from '../items/shared/fixtures.testing';
import { chainProblem, mintChainOf } from './mint-chain';

const on = (n: number, chain: string) => makeItem(n, { mint: { ...makeItem(n).mint!, chain } });

describe('mint chain', () => {
  it('reads the chain whatever its case, and nothing for an item not minted yet', () => {
    expect(mintChainOf(on(1, 'polygon'))).toBe('Polygon');
    expect(mintChainOf(on(1, 'Ethereum'))).toBe('Ethereum');
    expect(mintChainOf(on(1, 'solana'))).toBeUndefined();
    expect(mintChainOf(makeItem(1, { mint: null, isToMint: true }))).toBeUndefined();
  });

  it('accepts the mint chain, refuses the other one and a batch minted on two chains', () => {
    expect(chainProblem([on(1, 'polygon'), on(2, 'polygon')], 'Polygon')).toBeUndefined();
    expect(chainProblem([on(1, 'polygon')], 'Ethereum')).toEqual({
      kind: 'mismatch',
      item: 'Chronograph No. 1',
      minted: 'Polygon',
    });
    expect(chainProblem([on(1, 'polygon'), on(2, 'ethereum')], 'Polygon')).toEqual({
      kind: 'mixed',
      chains: ['Polygon', 'Ethereum'],
    });
  });
});

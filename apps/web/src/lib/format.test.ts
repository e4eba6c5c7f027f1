import { describe, expect, it } from 'vitest';
import { chainName, shortHash } from './format';

describe('chainName', () => {
  it('writes the known chains by their proper names, whatever the case they arrive in', () => {
    expect(chainName('polygon')).toBe('Polygon');
    expect(chainName('ETHEREUM')).toBe('Ethereum');
  });
  it('capitalises a chain it does not know rather than hiding it', () => {
    expect(chainName('arbitrum')).toBe('Arbitrum');
  });
});

describe('shortHash', () => {
  it('keeps the head and the tail of a long hash', () => {
    expect(shortHash('0x7d2a0000000000000000000000000000003f21')).toBe('0x7d2a…3f21');
  });
});

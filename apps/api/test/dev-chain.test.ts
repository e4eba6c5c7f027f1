// GET /api/dev/chain: the local chain a development server starts, with the items contract deployed on it;
// the chain's settings refused where they would be unsafe.
import { createPublicClient, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp } from './helpers';
import { productionEnv } from './production-env';

describe('the development chain', () => {
  it('answers the chain, its RPC address and the items contract, deployed there; stops with the app', async () => {
    const t = await createTestApp({ CHAIN: 'local', CHAIN_BLOCK_TIME: '0.2' });
    let rpcUrl = '';
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/chain' });
      expect(res.statusCode).toBe(200);
      const chain = res.json<{ chainId: number; rpcUrl: string; contracts: { items: `0x${string}` } }>();
      expect(chain).toMatchObject({ chainId: 31337, name: 'Local chain (Anvil)' });
      expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      rpcUrl = chain.rpcUrl;
      // this machine only, like the outbox
      const outside = await t.app.inject({
        method: 'GET',
        url: '/api/dev/chain',
        remoteAddress: '203.0.113.5',
      });
      expect(outside.statusCode).toBe(404);
      const reader = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
      expect(await reader.getChainId()).toBe(31337);
      expect((await reader.getCode({ address: chain.contracts.items }))?.length).toBeGreaterThan(100);
    } finally {
      await t.close();
    }
    const stopped = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 2000 }) });
    await expect(stopped.getChainId()).rejects.toThrow();
  }, 30_000);

  it('is 503 on a server without a chain (the tests run without one unless they ask), 404 off this machine', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/chain' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      const outside = await t.app.inject({
        method: 'GET',
        url: '/api/dev/chain',
        remoteAddress: '203.0.113.5',
      });
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    } finally {
      await t.close();
    }
  });

  it('refuses a local chain in production, and a chain by RPC without its contract and key', () => {
    expect(loadConfig(productionEnv).chain).toEqual({ mode: 'off' });
    expect(() => loadConfig({ ...productionEnv, CHAIN: 'local' })).toThrow(ConfigError);
    expect(() => loadConfig({ CHAIN_RPC_URL: 'https://polygon-rpc.example' })).toThrow(
      /CHAIN_ITEMS_CONTRACT/,
    );
    const key = `0x${'1'.repeat(64)}`;
    expect(
      loadConfig({
        CHAIN_RPC_URL: 'https://polygon-rpc.example/',
        CHAIN_ID: '137',
        CHAIN_OPERATOR_KEY: key,
        CHAIN_ITEMS_CONTRACT: `0x${'2'.repeat(40)}`,
        CHAIN_CONFIRMATIONS: '64',
        CHAIN_EXPLORER_URL: 'https://polygonscan.com/',
      }).chain,
    ).toMatchObject({ mode: 'rpc', chainId: 137, confirmations: 64, explorerUrl: 'https://polygonscan.com' });
    // a development account's key (public) is refused off the local chain
    const anvilKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
    const rpc = {
      CHAIN_RPC_URL: 'https://polygon-rpc.example/',
      CHAIN_ID: '137',
      CHAIN_ITEMS_CONTRACT: `0x${'2'.repeat(40)}`,
    };
    expect(() => loadConfig({ ...rpc, CHAIN_OPERATOR_KEY: anvilKey })).toThrow(/public development key/);
    expect(loadConfig({ ...rpc, CHAIN_ID: '31337', CHAIN_OPERATOR_KEY: anvilKey }).chain.mode).toBe('rpc');
    expect(() => loadConfig({ CHAIN_OPERATOR_KEY: 'not-a-key' })).toThrow(/32-byte hex private key/);
    expect(() => loadConfig({ CHAIN_OPERATOR_KEY: 'not-a-key' })).not.toThrow(/not-a-key/);
    expect(loadConfig({}).chain).toMatchObject({ mode: 'local', blockTime: 1 });
  });
});

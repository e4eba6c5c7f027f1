// The chain module: the items' token metadata (what tokenURI points at) and the contract's (contractURI), and,
// where the server runs a chain, the chain worker that sends the outbox the ledger fills (decision 013) and records
// what the chain confirmed, and the indexer that follows what wallets do with the tokens sent out, with the
// console's list of the tokens that came back to the brand's stock (decision 031).
import { randomUUID } from 'node:crypto';
import { publicRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module';
import { itemIdOf } from '../../chain/items-contract';
import type { ChainRuntime } from '../../chain/runtime';
import { allowPreflight, readableFromAnyOrigin } from '../../http/cross-origin';
import { registerRoute } from '../../http/route';
import { notFound } from '../../lib/errors';
import { chainMintName } from '../items/items.presenter';
import { roundsWhileOpen } from '../timers';
import { ChainIndexRepository } from './chain-index.repository';
import { ChainIndexer } from './chain-indexer';
import { ChainWorker } from './chain-worker';
import { ChainWritesRepository } from './chain-writes.repository';
import { contractMetadata } from './contract-metadata';
import { registerArrivalRoutes } from './custody-arrivals.routes';
import { CustodyArrivalsRepository } from './custody-arrivals.repository';
import { WalletArrivals } from './wallet-arrivals';
import { tokenMetadata } from './token-metadata';
import { TokensRepository } from './tokens.repository';

/** How long the worker rests after a round with nothing settled (a block comes every second or more). */
const IDLE_MS = 400;

export const chainModule = defineModule({
  name: 'chain',
  needs: ['protection'],
  async register(api, { protection }) {
    const { database, config, chain } = api.deps;
    const tokens = new TokensRepository(database.db);
    // wallets and marketplaces read it from their own pages
    allowPreflight(api, publicRoutes.token.path);
    registerRoute(api, publicRoutes.token, async (request, reply) => {
      readableFromAnyOrigin(reply);
      const itemId = itemIdOf(BigInt(request.params.tokenId));
      const publicId = itemId ? await tokens.publicIdOf(itemId) : undefined;
      if (!publicId) throw notFound();
      // wallets and marketplaces read it in English (the metadata standard has one language)
      const item = await protection.publicItem(publicId, 'en');
      void reply.header('cache-control', 'public, max-age=300');
      return tokenMetadata(item, config.publicUrl);
    });
    // ERC-7572: the contract's own metadata, read by the same wallets and marketplaces
    allowPreflight(api, publicRoutes.contractMetadata.path);
    registerRoute(api, publicRoutes.contractMetadata, async (_request, reply) => {
      readableFromAnyOrigin(reply);
      void reply.header('cache-control', 'public, max-age=300');
      return contractMetadata(config.publicUrl);
    });
    registerArrivalRoutes(api, new CustodyArrivalsRepository(database.db), api.deps.clock);
    if (chain && config.chainWorker) {
      runWorker(api, chain);
      runIndexer(api, chain);
    }
    return {};
  },
});

/** Runs the chain worker's rounds one after another while the app is open; closing waits for the round. */
function runWorker(api: FastifyInstance, chain: ChainRuntime): void {
  const { database, clock, history, items, log } = api.deps;
  const worker = new ChainWorker({
    repo: new ChainWritesRepository(database.db),
    chain: chain.items,
    clock,
    log,
    rewind: chain.local,
    confirmed: async (tx, write) => {
      if (write.kind !== 'mint' || !write.txHash || !write.itemId) return;
      const at = clock.now();
      const first = await items.markMinted(tx, write.itemId, {
        chain: chainMintName(write.chainId),
        contract: write.contract,
        tokenId: write.call.tokenId ?? '',
        txHash: write.txHash,
        at,
      });
      if (first) {
        await history.record(tx, {
          itemId: write.itemId,
          kind: 'minted',
          actor: 'system',
          data: { record: write.txHash },
          createdAt: at,
        });
      }
    },
  });
  roundsWhileOpen(api, async () => worker.restMs(await worker.round(), IDLE_MS), {
    failure: 'chain worker: the round failed',
    failureMs: IDLE_MS * 5,
  });
}

/** How long the indexer rests when it is level with the chain (a new block comes every second or more). */
const INDEX_IDLE_MS = 1000;

/** Runs the indexer's rounds while the app is open; on closing, its lease is given up for another instance. */
function runIndexer(api: FastifyInstance, chain: ChainRuntime): void {
  const { database, clock, history, items, log, config, custody } = api.deps;
  const target = { chainId: chain.items.chainId, contract: chain.items.address };
  const repo = new ChainIndexRepository(database.db);
  const holder = randomUUID();
  const arrivals = new WalletArrivals({
    target,
    custody,
    writes: new ChainWritesRepository(database.db),
    arrivals: new CustodyArrivalsRepository(database.db),
    index: repo,
    items,
    history,
    log,
  });
  const indexer = new ChainIndexer({
    chain: chain.items,
    repo,
    arrivals,
    clock,
    log,
    confirmations: config.chainIndexConfirmations,
    fromBlock: config.chainIndexFromBlock,
    holder,
  });
  roundsWhileOpen(api, async () => ('waiting' in (await indexer.round()) ? INDEX_IDLE_MS : 0), {
    failure: 'chain indexer: the round failed',
    failureMs: INDEX_IDLE_MS * 5,
    stopped: () => repo.release(target, holder),
  });
}

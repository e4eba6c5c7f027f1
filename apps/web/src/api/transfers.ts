// Transfers (docs/product.md "Transfers", "Wallet check"): send to a phone or an address, the activity feed, cancel.
import {
  transferRoutes,
  type Chain,
  type RouteResponse,
  type StepUpRequest,
  type Transaction,
} from '@heirloom/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { chainPollMs, isStepMoving } from '../lib/chain-steps';
import { call } from './client';
import { paging } from './pages';

export type { Chain, Transaction };
export type ActivityPage = RouteResponse<typeof transferRoutes.list>;
export type ActivityDirection = 'all' | 'sent' | 'received';
export type SendResult = { ok: true } | { ok: false; error: unknown };

export const ACTIVITY_PAGE_SIZE = 10;

/** The kind of recipient, and the step-up action that guards sending to it. */
export type RecipientKind = 'phone' | 'address';

/**
 * The step-up code for one send: the server names its recipient and item count in the SMS, and the grant
 * it opens is good for exactly this send (the same recipient and items as trySendTo… will post).
 */
export function stepUpRequestFor(
  to: { kind: 'phone'; phone: string } | { kind: 'address'; address: string },
  productsIds: string[],
): StepUpRequest {
  return to.kind === 'phone'
    ? { action: 'sendToPhone', phoneTo: to.phone, productsIds }
    : { action: 'sendToAddress', addressTo: to.address.trim(), productsIds };
}

/** A send's outcome, never a rejection: the screen shows the reason of a failure. */
async function trySend(send: () => Promise<unknown>): Promise<SendResult> {
  try {
    await send();
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

export function trySendToPhone(phoneTo: string, productsIds: string[]): Promise<SendResult> {
  return trySend(() => call(transferRoutes.sendToPhone, { body: { phoneTo, productsIds } }));
}

export function trySendToAddress(addressTo: string, productsIds: string[]): Promise<SendResult> {
  const body = { addressTo: addressTo.trim(), productsIds };
  return trySend(() => call(transferRoutes.sendToAddress, { body }));
}

export async function fetchActivity(
  limit: number,
  offset: number,
  direction: ActivityDirection,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return call(transferRoutes.list, { params: { limit, offset, direction }, signal });
}

export async function cancelTransfer(transferId: string): Promise<void> {
  await call(transferRoutes.cancel, { params: { transferId } });
}

const walletRoutes = {
  Ethereum: transferRoutes.isEthereumAddress,
  Polygon: transferRoutes.isPolygonAddress,
} as const;

/** Looks like an EVM address at all (0x + 40 hex): only these are worth asking the server about. */
export const looksLikeAddress = (value: string) => /^0x[0-9a-fA-F]{40}$/.test(value.trim());

/**
 * The server's check of a wallet address on that chain (any case; mixed case must match its EIP-55 checksum):
 * its checksummed form when valid, null when refused or malformed.
 */
export async function checkWalletAddress(
  chain: Chain,
  address: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const trimmed = address.trim();
  if (!looksLikeAddress(trimmed)) return null;
  const { valid, address: checksummed } = await call(walletRoutes[chain], {
    params: { address: trimmed },
    signal,
  });
  return valid ? (checksummed ?? trimmed) : null;
}

/** The zero address: valid hexadecimal, but no one holds it (the server refuses it). */
export const isZeroAddress = (value: string) => /^0x0{40}$/.test(value.trim());

export const transferKeys = {
  all: ['transfers'] as const,
  activityLists: () => [...transferKeys.all, 'activity'] as const,
  activity: (direction: ActivityDirection) => [...transferKeys.activityLists(), direction] as const,
  address: (chain: Chain, address: string) =>
    [...transferKeys.all, 'address', chain, address.trim()] as const,
};

/** A feed with a move the chain has not confirmed yet is asked for again until it has. */
export const activityQuery = (direction: ActivityDirection) =>
  infiniteQueryOptions({
    queryKey: transferKeys.activity(direction),
    ...paging,
    queryFn: ({ pageParam, signal }) => fetchActivity(ACTIVITY_PAGE_SIZE, pageParam, direction, signal),
    refetchInterval: (query) =>
      chainPollMs(
        query,
        !!query.state.data?.pages.some((page) => page.items.some((row) => isStepMoving(row.chain))),
      ),
  });

/**
 * The rows of a send just made (its items' latest sends, newest first in the feed), asked for again until the
 * chain has confirmed or refused each item's move.
 */
export const sendOutcomeQuery = (productsIds: string[]) =>
  queryOptions({
    queryKey: [...transferKeys.all, 'outcome', productsIds] as const,
    queryFn: async ({ signal }) => {
      const page = await fetchActivity(Math.max(ACTIVITY_PAGE_SIZE, productsIds.length), 0, 'sent', signal);
      return productsIds.flatMap((id) => page.items.find((row) => row.product.id === id) ?? []);
    },
    refetchInterval: (query) =>
      chainPollMs(query, !!query.state.data?.some((row) => isStepMoving(row.chain))),
  });

// A wallet address as it is typed: checked by the server against the chosen chain once typing pauses, and what
// the line under the field says of it.
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from '../../i18n/texts';
import {
  checkWalletAddress,
  isZeroAddress,
  looksLikeAddress,
  transferKeys,
  type Chain,
} from '../../api/transfers';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const ADDRESS_CHECK_DELAY_MS = 250;

export type AddressState =
  'empty' | 'typing' | 'malformed' | 'checking' | 'failed' | 'valid' | 'invalid' | 'zero';

/** Whether what is typed could still become an address (0x + hex), so no error is shown yet. */
const couldBecomeAddress = (value: string) => /^(0|0x[0-9a-fA-F]{0,40})?$/.test(value);

/**
 * The check of one address, shared with `useAddressCheck` through the query cache (one request for both): its
 * checksummed form, or null when refused.
 */
export const addressCheck = (chain: Chain, address: string) => ({
  queryKey: transferKeys.address(chain, address),
  queryFn: ({ signal }: { signal: AbortSignal }) => checkWalletAddress(chain, address, signal),
  staleTime: Infinity,
  retry: false,
});

/** Where the typed address stands, and its checksummed form once the server has accepted it. */
export function useAddressCheck(
  chain: Chain,
  address: string,
): { state: AddressState; checksummed?: string } {
  const typed = address.trim();
  const settled = useDebouncedValue(typed, ADDRESS_CHECK_DELAY_MS);
  // Asked once typing pauses; but an answer already known (an earlier check, or one Continue asked for
  // at once) shows without waiting for the pause.
  const check = useQuery({
    ...addressCheck(chain, typed),
    enabled: looksLikeAddress(typed) && settled === typed,
  });
  if (typed === '') return { state: 'empty' };
  if (!looksLikeAddress(typed)) return { state: couldBecomeAddress(typed) ? 'typing' : 'malformed' };
  if (check.isPending) return { state: 'checking' };
  if (check.isError) return { state: 'failed' };
  if (check.data) return { state: 'valid', checksummed: check.data };
  // the server refuses only the zero address and a mixed case that does not match its checksum
  return { state: isZeroAddress(typed) ? 'zero' : 'invalid' };
}

export interface AddressMessage {
  tone: string;
  text: string;
}

interface AddressMessageOf {
  state: AddressState;
  checksummed?: string;
  /** The address as typed. */
  address: string;
  chainName: string;
  /** Continue was pressed: an address still being typed is said to be malformed. */
  tried: boolean;
}

/** The line under the address field: its check under way, its acceptance, or why it is refused. */
export function addressMessage(
  { state, checksummed, address, chainName, tried }: AddressMessageOf,
  t: TFunction,
): AddressMessage | undefined {
  const messages: Partial<Record<AddressState, AddressMessage>> = {
    checking: { tone: 'busy', text: t('transfers.send.addressChecking') },
    valid: {
      tone: 'ok',
      text:
        checksummed && checksummed !== address.trim()
          ? t('transfers.send.addressValidChecksummed', { chain: chainName, address: checksummed })
          : t('transfers.send.addressValid', { chain: chainName }),
    },
    invalid: { tone: 'error', text: t('transfers.send.addressInvalid') },
    zero: { tone: 'error', text: t('transfers.send.addressZero') },
    malformed: { tone: 'error', text: t('transfers.send.addressMalformed') },
    failed: { tone: 'error', text: t('transfers.send.addressCheckFailed') },
    ...(tried ? { typing: { tone: 'error', text: t('transfers.send.addressMalformed') } } : {}),
  };
  return messages[state];
}

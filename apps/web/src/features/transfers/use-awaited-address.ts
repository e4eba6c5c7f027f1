// The address Continue was pressed for while its check was under way (issue 13, item 10): pasting and tapping at
// once is the usual gesture, so the tap waits for the answer instead of being dropped.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { addressCheck } from './address-check';
import type { Recipient } from './recipient';

export type AddressRecipient = Extract<Recipient, { kind: 'address' }>;

export interface AwaitedAddress {
  /** Draws the busy button. */
  waiting: boolean;
  /** Whether a tap waits for its answer (what Enter again must not send twice). */
  isWaiting: () => boolean;
  /** Drops the tap: the owner edited the address or the chain, and has not confirmed the new one. */
  stop: () => void;
  /** Goes on with the address once its check accepts it. */
  waitFor: (recipient: AddressRecipient) => Promise<void>;
}

export function useAwaitedAddress(onContinue: (recipient: Recipient) => void): AwaitedAddress {
  const queryClient = useQueryClient();
  // The ref is what the answer is compared with; the state only draws the busy button.
  const [waiting, setWaiting] = useState(false);
  const awaited = useRef<AddressRecipient | null>(null);

  const stop = () => {
    awaited.current = null;
    setWaiting(false);
  };
  // Leaving the step drops the tap: no step change after the owner went elsewhere.
  useEffect(() => () => void (awaited.current = null), []);

  const waitFor = async (recipient: AddressRecipient) => {
    awaited.current = recipient;
    setWaiting(true);
    let checked: string | null = null;
    try {
      // Asked now rather than after the typing pause; joins the check already in flight, if any.
      checked = await queryClient.fetchQuery(addressCheck(recipient.chain, recipient.address));
    } catch {
      // The failure (or the cancellation of an edited address) is what the line under the field shows.
    }
    if (awaited.current !== recipient) return;
    stop();
    // A refusal needs nothing more: the check's answer is already shown under the field.
    if (checked) onContinue({ ...recipient, address: checked });
  };

  return { waiting, isWaiting: () => awaited.current !== null, stop, waitFor };
}

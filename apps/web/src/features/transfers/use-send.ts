// Sending the items once the owner confirmed it (a code or their passkey): the send's state, and the caches it
// changes.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { itemKeys, type Item } from '../../api/items';
import { transferKeys, trySendToAddress, trySendToPhone } from '../../api/transfers';
import { needsReverification } from '../../ui';
import type { Recipient } from './recipient';

export type SendStep = 'recipient' | 'review' | 'code' | 'success' | 'failure';

export interface Send {
  sending: boolean;
  /** Why the last send failed. */
  failure: unknown;
  /** Once sent, the items are no longer ours to load: what the screen showed is kept. */
  sentItems: Item[] | undefined;
  send: (to: Recipient, list: Item[]) => Promise<void>;
}

export function useSend(setStep: (step: SendStep) => void): Send {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [sentItems, setSentItems] = useState<Item[]>();

  const send = async (to: Recipient, list: Item[]) => {
    // the owner walked away from this verification (a back link opened elsewhere): ask for a new code
    if (needsReverification()) {
      setStep('review');
      return;
    }
    setSending(true);
    const productsIds = list.map((item) => item.id);
    const result =
      to.kind === 'phone'
        ? await trySendToPhone(to.phone, productsIds)
        : await trySendToAddress(to.address, productsIds);
    setSending(false);
    if (result.ok) {
      setSentItems(list);
      setStep('success');
      for (const itemId of productsIds) queryClient.removeQueries({ queryKey: itemKeys.item(itemId) });
      void queryClient.invalidateQueries({ queryKey: itemKeys.all });
      void queryClient.invalidateQueries({ queryKey: transferKeys.all });
    } else {
      setFailure(result.error);
      setStep('failure');
    }
  };

  return { sending, failure, sentItems, send };
}

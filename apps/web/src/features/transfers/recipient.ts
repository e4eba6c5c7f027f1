// Who receives a transfer, as typed (a draft kept across steps) and as sent.
import type { Chain } from '../../api/transfers';
import { displayPhone } from '../../lib/phone-display';
import { shortHash } from '../../lib/format';

export type Recipient = { kind: 'phone'; phone: string } | { kind: 'address'; chain: Chain; address: string };

export interface RecipientDraft {
  kind: Recipient['kind'];
  phone?: string;
  chain: Chain;
  address: string;
}

export const emptyDraft: RecipientDraft = { kind: 'phone', chain: 'Ethereum', address: '' };

/** How a recipient reads on a phone: the number formatted for its country, an address shortened. */
export function recipientLabel(recipient: Recipient): string {
  return recipient.kind === 'phone' ? displayPhone(recipient.phone) : shortHash(recipient.address, 8, 6);
}

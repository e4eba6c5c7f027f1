// What a guest purchase keeps in this tab (sessionStorage) per item: the order's idempotency key, so a
// retry or a return from the card page opens the same checkout instead of a second one, and the phone
// and address it was proved for, so /shop/complete can name the number to sign in with.
export interface GuestCheckoutRecord {
  externalId: string;
  /** When this key was made (ms): a hosted page lives 30 minutes, an older key would open a closed one. */
  startedAt: number;
  phone?: string;
  address?: string;
  /** the server's proof that this tab checked the phone (30 minutes, longer than a resumable key) */
  guestPass?: string;
}

const REUSE_FOR_MS = 25 * 60_000;

const keyOf = (productId: string) => `heirloom.shop.checkout.${productId}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // storage can be unavailable (private mode, disabled): the purchase still works, only without resuming
    return undefined;
  }
}

/** A version 4 UUID; `crypto.randomUUID` exists only in secure contexts (https, localhost). */
export function newExternalId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function readCheckout(productId: string): GuestCheckoutRecord | undefined {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(keyOf(productId)) ?? 'null');
    if (!raw || typeof raw !== 'object') return undefined;
    const { externalId, startedAt, phone, address, guestPass } = raw as Record<string, unknown>;
    if (typeof externalId !== 'string' || externalId.length < 8 || typeof startedAt !== 'number')
      return undefined;
    return {
      externalId,
      startedAt,
      ...(typeof phone === 'string' ? { phone } : {}),
      ...(typeof address === 'string' ? { address } : {}),
      ...(typeof guestPass === 'string' ? { guestPass } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * The item's checkout record. Its idempotency key is kept for the same phone while a hosted page made with it
 * can still be open; `fresh` (the server closed that order) or another phone starts a new one.
 */
export function saveCheckout(
  productId: string,
  details: { phone?: string; address?: string; guestPass?: string },
  now: number,
  fresh = false,
): GuestCheckoutRecord {
  const previous = readCheckout(productId);
  const reuse =
    previous && !fresh && previous.phone === details.phone && now - previous.startedAt < REUSE_FOR_MS;
  const record: GuestCheckoutRecord = reuse
    ? { ...previous, ...details }
    : { externalId: newExternalId(), startedAt: now, ...details };
  try {
    storage()?.setItem(keyOf(productId), JSON.stringify(record));
  } catch {
    // full or unavailable: this attempt still goes on with its key
  }
  return record;
}

/** A checkout of this tab that can be taken up again (its hosted page may still be open). */
export function resumableCheckout(productId: string, now: number): GuestCheckoutRecord | undefined {
  const record = readCheckout(productId);
  return record?.address && record.phone && record.guestPass && now - record.startedAt < REUSE_FOR_MS
    ? record
    : undefined;
}

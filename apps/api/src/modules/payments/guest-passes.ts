// Guest passes: what a guest gets for proving a phone with its code, and must show to buy for that
// phone's address. An address alone proves nothing (it is on receipts and, later, on a chain). The pass
// also carries the e-mail given with that code, so the order it opens knows where its receipt goes.
import { GUEST_PASS_MINUTES } from '@heirloom/contract';
import { addSeconds, type Clock } from '../../lib/clock';
import type { SealedTokens } from '../../lib/sealed-tokens';

export interface GuestPassHolder {
  userId: string;
  /** the address given for the receipt with the code that earned the pass */
  email: string | null;
}

export class GuestPasses {
  constructor(
    private readonly seals: SealedTokens,
    private readonly clock: Clock,
  ) {}

  issue(userId: string, address: string, email: string | null): string {
    const expiresAt = addSeconds(this.clock.now(), GUEST_PASS_MINUTES * 60);
    const data = { userId, address: address.toLowerCase(), ...(email ? { email } : {}) };
    return this.seals.seal('guest_purchase', data, expiresAt);
  }

  /** Who a live pass for this address was issued to; undefined for any other pass. */
  holderOf(pass: string | undefined, address: string): GuestPassHolder | undefined {
    if (!pass) return undefined;
    try {
      const data = this.seals.open('guest_purchase', pass, this.clock.now());
      if (data.address !== address.toLowerCase() || !data.userId) return undefined;
      return { userId: data.userId, email: data.email ?? null };
    } catch {
      return undefined;
    }
  }
}

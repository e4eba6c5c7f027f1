// Guest passes: what a guest gets for proving a phone with its code, and must show to buy for that
// phone's address. An address alone proves nothing (it is on receipts and, later, on a chain).
import { GUEST_PASS_MINUTES } from '@heirloom/contract';
import { addSeconds, type Clock } from '../../lib/clock';
import type { SealedTokens } from '../../lib/sealed-tokens';

export class GuestPasses {
  constructor(
    private readonly seals: SealedTokens,
    private readonly clock: Clock,
  ) {}

  issue(userId: string, address: string): string {
    const expiresAt = addSeconds(this.clock.now(), GUEST_PASS_MINUTES * 60);
    return this.seals.seal('guest_purchase', { userId, address: address.toLowerCase() }, expiresAt);
  }

  /** The account a live pass for this address was issued to; undefined for any other pass. */
  holderOf(pass: string | undefined, address: string): string | undefined {
    if (!pass) return undefined;
    try {
      const data = this.seals.open('guest_purchase', pass, this.clock.now());
      return data.address === address.toLowerCase() ? data.userId : undefined;
    } catch {
      return undefined;
    }
  }
}

// The inactivity safeguard (docs/decisions/043-heirs.md): once an owner who named heirs has not been seen for the
// months they chose, they are reminded on every channel on days 0, 10, 20 and 28; on day 30 their heirs are told
// they may claim. A sign-in or any signed-in request proves life: the period starts again, open claims are
// cancelled and their heirs told. The round is idempotent and safe with several instances: the watches due are
// locked with `for update skip locked`, and every notice has its own key (queued once whatever the rounds).
import type { DbOrTx } from '../../db/client';
import { setBounded } from '../../lib/bounded-map';
import type { Clock } from '../../lib/clock';
import type { OwnerNotifier } from '../notifications/owner-notifier';
import type { UsersRepository } from '../users/users.repository';
import { claimCancelledNotice, mayClaimNotice, reminderNotice } from './heir-notices';
import type { ClaimsRepository } from './claims.repository';
import type { HeirsRepository, WatchRow } from './heirs.repository';
import { dueStep } from './heirs-rules';

/** A signed-in request records the owner's activity at most this often per instance (the reminders: at once). */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
const ROUND_BATCH = 50;
const TOUCHED_MAX = 10_000;

export interface SafeguardServiceDeps {
  repo: HeirsRepository;
  claims: ClaimsRepository;
  users: UsersRepository;
  notifier: OwnerNotifier;
  clock: Clock;
  publicUrl: string;
}

export class SafeguardService {
  /** owner → when this instance last recorded them (the clock's time) */
  private readonly touched = new Map<string, number>();

  constructor(private readonly deps: SafeguardServiceDeps) {}

  /**
   * A sign-in, inside its transaction: proof of life. Ends any reminders, cancels the open claims and queues
   * their heirs' notices in the same transaction.
   */
  async signedIn(tx: DbOrTx, ownerId: string, now: Date): Promise<void> {
    const before = await this.deps.repo.seen(tx, ownerId, now);
    setBounded(this.touched, ownerId, now.getTime(), TOUCHED_MAX);
    if (before) await this.cancelClaims(tx, ownerId, before, now);
  }

  /**
   * A signed-in request of the owner: records their activity (at most hourly per instance); once the reminders
   * have begun it proves life as a sign-in does.
   */
  async active(ownerId: string): Promise<void> {
    const now = this.deps.clock.now();
    const last = this.touched.get(ownerId);
    if (last !== undefined && last <= now.getTime() && now.getTime() - last < TOUCH_EVERY_MS) return;
    setBounded(this.touched, ownerId, now.getTime(), TOUCHED_MAX);
    if ((await this.deps.repo.touch(ownerId, now)) > 0) return;
    const watch = await this.deps.repo.watch(ownerId);
    if (!watch?.remindersFrom) return;
    await this.deps.repo.transaction((tx) => this.signedIn(tx, ownerId, now));
  }

  private async cancelClaims(tx: DbOrTx, ownerId: string, before: WatchRow, now: Date) {
    const cancelled = await this.deps.claims.cancelOpenOf(tx, { ownerId }, now);
    const cycle = before.remindersFrom?.getTime() ?? 0;
    for (const claim of cancelled) {
      await this.deps.notifier.notify(
        claim.claimantId,
        (language) => claimCancelledNotice(language, this.deps.publicUrl),
        { tx, key: `heir-claim-cancelled:${claim.id}:${cycle}` },
      );
    }
  }

  /**
   * The owner's account deleted, inside its transaction: their safeguard and heirs go. Its request proved life
   * first (a sign-in, or the hook on signed-in requests), so no claim is open any more; any that were are closed.
   */
  async eraseFor(tx: DbOrTx, ownerId: string, now: Date): Promise<void> {
    await this.deps.claims.cancelOpenOf(tx, { ownerId }, now);
    await this.deps.repo.eraseFor(tx, ownerId);
  }

  /** One round: every watch due moves one step (a reminder, or the heirs told). The number of watches moved. */
  async round(): Promise<number> {
    const now = this.deps.clock.now();
    return this.deps.repo.transaction(async (tx) => {
      const due = await this.deps.repo.dueWatches(tx, now, ROUND_BATCH);
      let moved = 0;
      for (const watch of due) if (await this.step(tx, watch, now)) moved += 1;
      return moved;
    });
  }

  private async step(tx: DbOrTx, watch: WatchRow, now: Date): Promise<boolean> {
    const next = dueStep(watch, now);
    if (next === null) return false;
    const from = watch.remindersFrom ?? now;
    const cycle = `${watch.ownerId}:${watch.lastSeenAt.getTime()}`;
    if (next === 'tellHeirs') {
      await this.tellHeirs(tx, watch, cycle, now);
      await this.deps.repo.updateWatch(tx, watch.ownerId, { heirsToldAt: now, updatedAt: now });
      return true;
    }
    // every channel the owner has, whatever they turned off: as a security notice is
    await this.deps.notifier.notify(
      watch.ownerId,
      (language) => reminderNotice(language, next.reminder, this.deps.publicUrl),
      { tx, key: `heir-reminder:${cycle}:${next.reminder}`, security: true },
    );
    await this.deps.repo.updateWatch(tx, watch.ownerId, {
      remindersFrom: from,
      remindersSent: next.reminder + 1,
      updatedAt: now,
    });
    return true;
  }

  /** Each heir, by SMS and their app's notices: a pending account in the owner's language if they have none. */
  private async tellHeirs(tx: DbOrTx, watch: WatchRow, cycle: string, now: Date) {
    const owner = await this.deps.users.user(watch.ownerId, tx);
    for (const heir of await this.deps.repo.heirsOf(watch.ownerId, tx)) {
      const account =
        (await this.deps.users.userByPhone(heir.phone, tx)) ??
        (await this.deps.users.createPending(tx, heir.phone, owner?.language ?? 'en', now));
      const name = heir.shareName ? heir.ownerName : null;
      await this.deps.notifier.notify(
        account?.id ?? null,
        (language) => mayClaimNotice(language, name, this.deps.publicUrl),
        { tx, key: `heir-may-claim:${heir.id}:${cycle}`, security: true },
      );
    }
  }
}

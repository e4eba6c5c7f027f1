// A short memory of the sessions this process found live, so the session check of every protected request
// does not cost a query each time. Decision: docs/decisions/010-session-check-cache.md.
import { setBounded } from '../../lib/bounded-map';
import type { Clock } from '../../lib/clock';

interface Entry {
  userId: string;
  until: number;
}

export class LiveSessions {
  private readonly live = new Map<string, Entry>();
  /** Sessions and users ended lately: a lookup that started before the end must not store them again. */
  private readonly ended = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly capacity = 10_000,
  ) {}

  /** The session's user if this process saw it live less than the TTL ago. */
  userOf(sessionId: string): string | undefined {
    const entry = this.live.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.userId;
    this.live.delete(sessionId);
    return undefined;
  }

  /** A session just read live from the database. */
  remember(sessionId: string, userId: string): void {
    if (this.ttlMs <= 0 || this.wasEnded(sessionId) || this.wasEnded(userId)) return;
    setBounded(this.live, sessionId, { userId, until: this.now() + this.ttlMs }, this.capacity);
  }

  /** A session ended here (logout, refresh reuse): refused from now on in this process. */
  forgetSession(sessionId: string): void {
    this.live.delete(sessionId);
    this.markEnded(sessionId);
  }

  /** Every session of a user ended here (account deletion). */
  forgetUser(userId: string): void {
    for (const [sessionId, entry] of this.live) if (entry.userId === userId) this.live.delete(sessionId);
    this.markEnded(userId);
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private markEnded(id: string): void {
    const now = this.now();
    for (const [key, until] of this.ended) if (until <= now) this.ended.delete(key);
    this.ended.set(id, now + this.ttlMs);
  }

  private wasEnded(id: string): boolean {
    const until = this.ended.get(id);
    return until !== undefined && until > this.now();
  }
}

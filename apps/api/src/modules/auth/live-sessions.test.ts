// Tests of the live-session memory: how long it trusts a session, and that ended sessions stay refused.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { LiveSessions } from './live-sessions';

const clock = () => new ManualClock(new Date('2026-11-22T10:00:00Z'));

describe('LiveSessions', () => {
  it('trusts a session it saw live for the TTL, then asks again', () => {
    const c = clock();
    const live = new LiveSessions(5_000, c);
    live.remember('s1', 'u1');
    expect(live.userOf('s1')).toBe('u1');
    c.advance(4.9);
    expect(live.userOf('s1')).toBe('u1');
    c.advance(0.2);
    expect(live.userOf('s1')).toBeUndefined();
  });

  it('forgets an ended session at once and will not store it again from a lookup still in flight', () => {
    const c = clock();
    const live = new LiveSessions(5_000, c);
    live.remember('s1', 'u1');
    live.forgetSession('s1');
    expect(live.userOf('s1')).toBeUndefined();
    live.remember('s1', 'u1');
    expect(live.userOf('s1')).toBeUndefined();
    c.advance(6);
    live.remember('s1', 'u1');
    expect(live.userOf('s1')).toBe('u1');
  });

  it('forgets every session of a deleted user, and only theirs', () => {
    const live = new LiveSessions(5_000, clock());
    live.remember('s1', 'u1');
    live.remember('s2', 'u1');
    live.remember('s3', 'u2');
    live.forgetUser('u1');
    expect(live.userOf('s1')).toBeUndefined();
    expect(live.userOf('s2')).toBeUndefined();
    expect(live.userOf('s3')).toBe('u2');
    live.remember('s4', 'u1');
    expect(live.userOf('s4')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0, and at most its capacity', () => {
    const off = new LiveSessions(0, clock());
    off.remember('s1', 'u1');
    expect(off.userOf('s1')).toBeUndefined();
    const small = new LiveSessions(5_000, clock(), 2);
    small.remember('s1', 'u1');
    small.remember('s2', 'u2');
    small.remember('s3', 'u3');
    expect(small.userOf('s1')).toBeUndefined();
    expect(small.userOf('s3')).toBe('u3');
  });
});

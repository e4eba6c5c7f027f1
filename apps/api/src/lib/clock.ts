// Time source: the app asks the clock, never Date.now() directly, so tests can move time.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move forward. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

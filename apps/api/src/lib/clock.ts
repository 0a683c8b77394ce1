/**
 * The one clock every time-driven rule reads (due dates, overdue sweeps, deadlines, expiries):
 * the system's in production, one the test sets and moves instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands where it is put until it is moved. */
export class SettableClock implements Clock {
  #at: Date;
  constructor(at: Date) {
    this.#at = new Date(at);
  }
  now(): Date {
    return new Date(this.#at);
  }
  set(at: Date): void {
    this.#at = new Date(at);
  }
  advance(ms: number): void {
    this.#at = new Date(this.#at.getTime() + ms);
  }
}

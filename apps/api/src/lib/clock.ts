/**
 * The one clock every time-driven rule reads (due dates, overdue sweeps, deadlines, expiries):
 * the system's in production, one the test sets and moves instead of waiting.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

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

/**
 * End-to-end tests only: the system's time, moved forward for one request by the minutes its
 * `x-clock-offset-minutes` header gives (a browser context of a test sends it to reach a bidding
 * end without waiting, while every other test's requests keep the real time).
 */
export class RequestOffsetClock implements Clock {
  readonly #offset = new AsyncLocalStorage<number>();
  now(): Date {
    return new Date(Date.now() + (this.#offset.getStore() ?? 0));
  }
  /** Runs `next` (the rest of a request) with the clock moved by `minutes`. */
  runShifted(minutes: number, next: () => void): void {
    this.#offset.run(minutes * 60 * 1000, next);
  }
}

/**
 * Shares one run of `work` among the callers asking for the same key while it runs: when one
 * change wakes 200 live streams of one user, the database is asked once, not 200 times. A caller
 * woken at `since` (a `tick()`) only shares a run that started after it, so nobody gets an answer read
 * before the change that woke them.
 */
let sequence = 0;
/** A strictly increasing mark of now, to order wake-ups and runs (two in one millisecond included). */
export const tick = () => ++sequence;

export function singleFlight<T>() {
  const running = new Map<string, { startedAt: number; result: Promise<T> }>();
  return (key: string, since: number, work: () => Promise<T>): Promise<T> => {
    const current = running.get(key);
    if (current && current.startedAt > since) return current.result;
    const run = { startedAt: tick(), result: work() };
    running.set(key, run);
    void run.result.then(
      () => running.get(key) === run && running.delete(key),
      () => running.get(key) === run && running.delete(key),
    );
    return run.result;
  };
}

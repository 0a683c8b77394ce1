/**
 * Named steps of the money paths where a test may stop the process dead, as `kill -9` would, to
 * prove that what was committed is whole and the rest repairs itself after a restart. Only a
 * process started with NODE_ENV=test and CRASH_AT=<step> is armed (by the app, from its
 * environment); everywhere else a crash point does nothing.
 */
export const CRASH_POINTS = [
  /** placing committed the orders and the payment; the gateway session is not opened yet */
  'place:after-commit',
  /** paying again committed the new attempt; the gateway session is not opened yet */
  'pay:after-commit',
  /** the gateway's success is being applied to the payment and orders; not committed yet */
  'callback:before-commit',
  /** an administrator's slip approval is being applied; not committed yet */
  'slip-approve:before-commit',
  /** the seller's rejection of a paid order committed with its credit note and refund; the refund's job is not sent yet */
  'reject:after-commit',
  /** the gateway took the refund; BinaMart has not recorded its answer yet */
  'refund:after-gateway',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

let armed: CrashPoint | undefined;

/** Arms the step the process stops at (the app passes CRASH_AT only when NODE_ENV is test). */
export function armCrashPoint(step: CrashPoint | undefined): void {
  armed = step;
}

export function crashPoint(step: CrashPoint): void {
  if (armed === step) process.kill(process.pid, 'SIGKILL');
}

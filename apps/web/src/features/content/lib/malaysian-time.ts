/**
 * A datetime-local field's value read as Malaysian time, whatever the device's zone:
 * "2026-12-03T09:00" ↔ "2026-12-03T09:00:00+08:00". Empty is none.
 */
const OFFSET_MS = 8 * 60 * 60 * 1000;

/** The field's value for an ISO instant ('' for none). */
export const toLocalInput = (iso: string | null | undefined) =>
  iso ? new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 16) : '';

/** The ISO instant of the field's value, or null when empty. */
export const fromLocalInput = (value: string) => (value ? `${value}:00+08:00` : null);

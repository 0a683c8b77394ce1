/**
 * The API answers field problems as `details` (validation errors, and the AP conflicts such as a
 * duplicate number): each goes to the form field its path starts with; the rest is shown above.
 */
import { ApiError } from '@/lib/api-client';

export interface ServerProblems {
  /** problems by the path the API gave (e.g. "number", "orderIds", "orders.1.marketingFeeSen") */
  fields: { path: string; message: string }[];
  /** the message for an alert, or null when every problem found a field */
  message: string | null;
}

/** Splits an API failure into field problems (those `knows` accepts) and an alert message. */
export function serverProblems(error: unknown, knows: (path: string) => boolean, fallback: string): ServerProblems {
  if (!(error instanceof ApiError)) return { fields: [], message: error instanceof Error ? error.message : fallback };
  const fields = error.details.filter((d) => knows(d.path));
  const unplaced = error.details.filter((d) => !knows(d.path));
  if (fields.length > 0 && unplaced.length === 0) return { fields, message: null };
  return { fields, message: unplaced.length > 0 ? unplaced.map((d) => d.message).join(' ') : error.message };
}

/**
 * The signed-in user's record as the web app reads it back from browser storage at start, without a schema
 * library: a signed-in phone opening any page would otherwise load zod's core (23 kB compressed) before the page
 * itself only to check it. `authRecordSchema` (schemas/auth.ts) stays the record's definition for the API's
 * answers; auth-record.test.ts holds the two to the same answers.
 */
import { LANGUAGES } from './i18n';
import { AREAS, LEVELS, ROLES } from './permissions';
import { TOGGLES } from './toggles';
import type { AuthRecord } from './schemas/auth';

// the same pattern as zod's z.uuid()
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

const isText = (value: unknown): value is string => typeof value === 'string';
const isUuid = (value: unknown): value is string => isText(value) && UUID.test(value);
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

function isPermissions(value: unknown): value is AuthRecord['permissions'] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([area, level]) => isOneOf(AREAS, area) && isOneOf(LEVELS, level));
}

/** The record if it has every field of the right kind (toggles may be absent: none), else null. */
export function readAuthRecord(value: unknown): AuthRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<keyof AuthRecord, unknown>;
  const toggles = r.toggles === undefined ? [] : r.toggles;
  if (
    !isUuid(r.id) ||
    !isText(r.email) ||
    !isText(r.firstName) ||
    !isText(r.lastName) ||
    !isUuid(r.companyId) ||
    !isText(r.companyName) ||
    !isOneOf(ROLES, r.role) ||
    !isPermissions(r.permissions) ||
    !Array.isArray(toggles) ||
    !toggles.every((toggle) => isOneOf(TOGGLES, toggle)) ||
    typeof r.notifyPush !== 'boolean' ||
    typeof r.notifySms !== 'boolean' ||
    !isOneOf(LANGUAGES, r.language) ||
    !isText(r.jwtToken) ||
    !isText(r.refreshToken) ||
    !isText(r.jwtExpiresAt)
  )
    return null;
  // only the record's own fields, as the schema keeps them
  return {
    id: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    companyId: r.companyId,
    companyName: r.companyName,
    role: r.role,
    permissions: { ...r.permissions },
    toggles: [...toggles],
    notifyPush: r.notifyPush,
    notifySms: r.notifySms,
    language: r.language,
    jwtToken: r.jwtToken,
    refreshToken: r.refreshToken,
    jwtExpiresAt: r.jwtExpiresAt,
  };
}

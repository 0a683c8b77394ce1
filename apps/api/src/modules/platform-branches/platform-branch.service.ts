/**
 * The platform's own branches (spec §3 Branch, §6 admBranch): BinaMart's offices and collection
 * points. Administrators with admBranch Read list and read them, with Write add, change and remove
 * them; the active ones are public (GET /api/platform-branches, for /contact and /map). The map
 * point is the one entered, else the geocoder's for the address (the postcode's area by default).
 */
import type { PlatformBranch, PlatformBranchValues } from '@binamart/shared';
import { type Geocoder, GeocoderUnavailableError } from '../../adapters/geocoding/geocoder';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { assertCompanyFiles, fileUrl } from '../platform/files/index';
import * as repo from './platform-branch.repository';

/** What a change needs: the database, and the geocoder for a point the administrator left empty. */
export type PlatformBranchDeps = { db: Db; geocoder: Geocoder };

const READ = { side: 'admin', area: 'admBranch' } as const;
const WRITE = { side: 'admin', area: 'admBranch', level: 'Write' } as const;

const toBranch = (row: repo.PlatformBranchRow): PlatformBranch => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  imageFileId: row.imageFileId,
  imageUrl: fileUrl(row.imageFileId),
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  postcode: row.postcode,
  city: row.city,
  state: row.state,
  country: row.country,
  phone: row.phone,
  email: row.email,
  openingHours: row.openingHours,
  latitude: row.latitude === null ? null : Number(row.latitude),
  longitude: row.longitude === null ? null : Number(row.longitude),
  pointEntered: row.pointEntered,
  active: row.active,
});

/**
 * The stored columns: the entered point, else the geocoder's. A branch whose address cannot be
 * located, or saved while the geocoder is unreachable, has no point: /contact still shows it,
 * and its directions go by the written address.
 */
async function branchValues(geocoder: Geocoder, input: PlatformBranchValues) {
  const { latitude, longitude, ...rest } = input;
  const entered = latitude !== null && longitude !== null;
  let point = entered ? { latitude, longitude } : null;
  if (!entered) {
    try {
      point = await geocoder.locate(input);
    } catch (error) {
      if (!(error instanceof GeocoderUnavailableError)) throw error;
    }
  }
  return {
    ...rest,
    imageFileId: input.imageFileId ?? null,
    latitude: point ? point.latitude.toFixed(6) : null,
    longitude: point ? point.longitude.toFixed(6) : null,
    pointEntered: entered,
  };
}

/** Every platform branch, active or not: offices first, then by name (admBranch Read). */
export async function listPlatformBranches(db: Db, actor: Actor | null): Promise<PlatformBranch[]> {
  authorize(actor, READ);
  return (await repo.listBranches(db, { activeOnly: false })).map(toBranch);
}

/** One platform branch (admBranch Read). */
export async function getPlatformBranch(db: Db, actor: Actor | null, id: string): Promise<PlatformBranch> {
  authorize(actor, READ);
  const row = await repo.findBranch(db, id);
  if (!row) throw notFound();
  return toBranch(row);
}

/** The active branches, for everyone (no sign-in): offices first, then by name. */
export async function listActivePlatformBranches(db: Db): Promise<PlatformBranch[]> {
  return (await repo.listBranches(db, { activeOnly: true })).map(toBranch);
}

/** Adds a branch (admBranch Write); its image must be an image the platform uploaded. */
export async function createPlatformBranch(
  { db, geocoder }: PlatformBranchDeps,
  actor: Actor | null,
  input: PlatformBranchValues,
): Promise<PlatformBranch> {
  const me = authorize(actor, WRITE);
  await assertCompanyFiles(db, me.companyId, { imageIds: [input.imageFileId] });
  const values = await branchValues(geocoder, input);
  return toBranch(await repo.insertBranch(db, { ...values, createdBy: me.userId }));
}

/** Replaces a branch's fields (admBranch Write). */
export async function updatePlatformBranch(
  { db, geocoder }: PlatformBranchDeps,
  actor: Actor | null,
  id: string,
  input: PlatformBranchValues,
): Promise<PlatformBranch> {
  const me = authorize(actor, WRITE);
  if (!(await repo.findBranch(db, id))) throw notFound();
  await assertCompanyFiles(db, me.companyId, { imageIds: [input.imageFileId] });
  const row = await repo.updateBranch(db, id, await branchValues(geocoder, input));
  if (!row) throw notFound();
  return toBranch(row);
}

/** Removes a branch for good (admBranch Write); nothing else refers to it. */
export async function removePlatformBranch(db: Db, actor: Actor | null, id: string): Promise<void> {
  authorize(actor, WRITE);
  if (!(await repo.deleteBranch(db, id))) throw notFound();
}

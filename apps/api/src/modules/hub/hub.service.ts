/**
 * The seller hub (spec §3 Branch, Delivery rate; §5 Delivery rate): registration, branches
 * with opening hours and a map point from the postcode, and delivery rates by distance.
 * Always the actor's own company; another company's records are not found.
 */
import type { z } from 'zod';
import type { Branch, DeliveryRate, branchInputSchema, deliveryRateInputSchema } from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { assertCompanyFiles, fileUrl } from '../platform/files/index';
import { postcodeArea } from '../../adapters/geocoding/postcode-areas';
import * as repo from './hub.repository';

type BranchInput = z.output<typeof branchInputSchema>;
type DeliveryRateInput = z.output<typeof deliveryRateInputSchema>;

export interface HubStatus {
  registered: boolean;
  registeredAt: string | null;
}

const distanceTaken = () => new AppError('distance_taken', 'errors.distanceTaken');

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const toBranch = (row: repo.BranchRow): Branch => ({
  id: row.id,
  companyId: row.companyId,
  companyName: row.companyName,
  name: row.name,
  imageFileId: row.imageFileId,
  imageUrl: fileUrl(row.imageFileId),
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  postcode: row.postcode,
  city: row.city,
  state: row.state as Branch['state'],
  latitude: row.latitude === null ? null : Number(row.latitude),
  longitude: row.longitude === null ? null : Number(row.longitude),
  openingHours: row.openingHours,
});

const toRate = (row: repo.DeliveryRateRow): DeliveryRate => ({
  id: row.id,
  withinKm: row.withinKm,
  tripFeeSen: row.tripFeeSen,
  freeAboveSen: row.freeAboveSen,
});

/** True when the company is registered for the hub (needed to list physical products). */
export async function hasHub(db: Db, companyId: string): Promise<boolean> {
  return (await repo.findHub(db, companyId)) !== undefined;
}

/** Whether the actor's company is registered for the hub. */
export async function getHubStatus(db: Db, actor: Actor | null): Promise<HubStatus> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro' });
  const row = await repo.findHub(db, me.companyId);
  return { registered: !!row, registeredAt: row?.registeredAt.toISOString() ?? null };
}

/** Registers the actor's company for the hub; registering again changes nothing. */
export async function registerHub(db: Db, actor: Actor | null): Promise<HubStatus> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro', level: 'Write' });
  await repo.insertHub(db, me.companyId);
  return getHubStatus(db, me);
}

/** The actor's company's branches, oldest first. */
export async function listBranches(db: Db, actor: Actor | null): Promise<Branch[]> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro' });
  return (await repo.listCompanyBranches(db, me.companyId)).map(toBranch);
}

/** Branches of every active seller (optionally in one state), for the public map. */
export async function listPublicBranches(db: Db, state?: string): Promise<Branch[]> {
  return (await repo.listPublicBranches(db, state)).map(toBranch);
}

/** The stored columns of a branch: the map point comes from the postcode's area. */
function branchValues(input: BranchInput) {
  const point = postcodeArea(input.postcode);
  return {
    name: input.name,
    imageFileId: input.imageFileId ?? null,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    postcode: input.postcode,
    city: input.city,
    state: input.state,
    latitude: point ? point.latitude.toFixed(6) : null,
    longitude: point ? point.longitude.toFixed(6) : null,
    openingHours: input.openingHours,
  };
}

async function loadBranch(db: Db, companyId: string, id: string): Promise<Branch> {
  const row = await repo.findCompanyBranch(db, companyId, id);
  if (!row) throw notFound();
  return toBranch(row);
}

/** Adds a branch to the actor's company; its image must be one of the company's files. */
export async function createBranch(db: Db, actor: Actor | null, input: BranchInput): Promise<Branch> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro', level: 'Write' });
  await assertCompanyFiles(db, me.companyId, { imageIds: [input.imageFileId] });
  const id = await repo.insertBranch(db, { companyId: me.companyId, ...branchValues(input) });
  return loadBranch(db, me.companyId, id);
}

/** Replaces one of the actor's company's branches. */
export async function updateBranch(db: Db, actor: Actor | null, id: string, input: BranchInput): Promise<Branch> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro', level: 'Write' });
  if (!(await repo.findCompanyBranch(db, me.companyId, id))) throw notFound();
  await assertCompanyFiles(db, me.companyId, { imageIds: [input.imageFileId] });
  if (!(await repo.updateBranch(db, me.companyId, id, branchValues(input)))) throw notFound();
  return loadBranch(db, me.companyId, id);
}

/** Deletes one of the actor's company's branches. */
export async function deleteBranch(db: Db, actor: Actor | null, id: string): Promise<void> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro', level: 'Write' });
  if (!(await repo.deleteBranch(db, me.companyId, id))) throw notFound();
}

/** The actor's company's delivery rates, nearest distance first. */
export async function listDeliveryRates(db: Db, actor: Actor | null): Promise<DeliveryRate[]> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro' });
  return (await repo.listDeliveryRates(db, me.companyId)).map(toRate);
}

/** Adds a rate (distance already rounded to km, fees to sen); one rate per distance (409 distance_taken). */
export async function createDeliveryRate(db: Db, actor: Actor | null, input: DeliveryRateInput): Promise<DeliveryRate> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro', level: 'Write' });
  try {
    const row = await repo.insertDeliveryRate(db, {
      companyId: me.companyId,
      withinKm: input.withinKm,
      tripFeeSen: input.tripFee,
      freeAboveSen: input.freeAbove ?? null,
    });
    return toRate(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw distanceTaken();
    throw error;
  }
}

/** Replaces one of the actor's company's rates. */
export async function updateDeliveryRate(
  db: Db,
  actor: Actor | null,
  id: string,
  input: DeliveryRateInput,
): Promise<DeliveryRate> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro', level: 'Write' });
  let row: repo.DeliveryRateRow | undefined;
  try {
    row = await repo.updateDeliveryRate(db, me.companyId, id, {
      withinKm: input.withinKm,
      tripFeeSen: input.tripFee,
      freeAboveSen: input.freeAbove ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw distanceTaken();
    throw error;
  }
  if (!row) throw notFound();
  return toRate(row);
}

/** Deletes one of the actor's company's rates. */
export async function deleteDeliveryRate(db: Db, actor: Actor | null, id: string): Promise<void> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro', level: 'Write' });
  if (!(await repo.deleteDeliveryRate(db, me.companyId, id))) throw notFound();
}

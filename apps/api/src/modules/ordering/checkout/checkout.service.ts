/**
 * Checkouts (spec §5 Checkout; §4 "leaving checkout saves the order as a draft"): started
 * from cart items by a buyer, or made by an administrator for a buyer company (with a
 * purchase order); the form is autosaved on the draft until it is placed.
 */
import type { z } from 'zod';
import {
  type Checkout,
  type CheckoutDraftDetails,
  type adminCheckoutSchema,
  roleKind,
  type startCheckoutSchema,
} from '@binamart/shared';
import type { Db } from '../../../db/client';
import type { CheckoutLine } from './tables';
import { authorize } from '../../../lib/access';
import { notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import {
  type VariationRow,
  applyQuote,
  assertPurchasable,
  assertQuantity,
  cartItemsOf,
  quoteOf,
  variationsByIds,
} from '../../cart/index';
import { assertCompanyFiles, fileUrl } from '../../platform/files/index';
import { siteDetailsFor } from '../../sites/index';
import { alreadyPlaced, accessCheckout } from './checkout-access';
import { type LoadedLine, assertBuyable, assertLineQuantities, toLineView } from './checkout-rules';
import * as repo from './checkout.repository';

type StartInput = z.output<typeof startCheckoutSchema>;
type AdminInput = z.output<typeof adminCheckoutSchema>;

/**
 * The checkout's lines with their variations as they are now; a quoted line as its quotation sells
 * it, judged at `now` (null: priced as quoted without judging its validity, for showing).
 */
export async function loadLines(
  db: Db,
  lines: CheckoutLine[],
  now: Date | null = null,
  /** the variations when the caller has just read them */
  known?: readonly VariationRow[],
): Promise<LoadedLine[]> {
  const rows =
    known ??
    (await variationsByIds(
      db,
      lines.map((l) => l.variationId),
    ));
  const byId = new Map(rows.map((row) => [row.variationId, row]));
  return lines.map((line) => {
    const row = byId.get(line.variationId);
    return { line, row: row && applyQuote(row, line.quote, now) };
  });
}

/**
 * Checkouts as the API shows them (lines priced as they are now, orders once placed). A checkout
 * just started passes what was read to start it: its lines' variations and its creator's name.
 */
async function toCheckouts(
  db: Db,
  rows: repo.CheckoutRow[],
  started?: { variations: readonly VariationRow[]; creatorName: string },
): Promise<Checkout[]> {
  const [companies, creators, orders] = await Promise.all([
    repo.findCompanies(db, [...new Set(rows.map((r) => r.buyerCompanyId))]),
    started
      ? new Map(rows.map((r) => [r.createdBy, started.creatorName]))
      : repo.findUserNames(db, [...new Set(rows.map((r) => r.createdBy))]),
    repo.findCheckoutOrders(
      db,
      rows.filter((r) => r.status === 'placed').map((r) => r.id),
    ),
  ]);
  const companyById = new Map(companies.map((c) => [c.id, c]));
  const result: Checkout[] = [];
  for (const row of rows) {
    const lines = (await loadLines(db, row.lines, null, started?.variations))
      .filter((l) => l.row !== undefined)
      .map((l) => toLineView({ line: l.line, row: l.row! }));
    const company = companyById.get(row.buyerCompanyId)!;
    result.push({
      id: row.id,
      status: row.status,
      buyerCompany: { id: company.id, name: company.name, publicSector: company.publicSector },
      onBehalf: row.onBehalf,
      createdByName: creators.get(row.createdBy) ?? '',
      lines,
      details: row.details,
      poNumber: row.poNumber,
      poFileUrl: fileUrl(row.poFileId),
      currency: lines[0]?.currency ?? 'MYR',
      subtotalSen: lines.reduce((sum, l) => sum + l.lineTotalSen, 0),
      orders: orders
        .filter((o) => o.checkoutId === row.id)
        .map((o) => ({ id: o.id, number: o.number, sellerName: o.sellerName })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return result;
}

export async function loadCheckout(db: Db, id: string): Promise<Checkout> {
  const row = await repo.findCheckout(db, id);
  if (!row) throw notFound();
  return (await toCheckouts(db, [row]))[0]!;
}

/**
 * Starts a checkout (a draft) from some of the buyer's cart items. Refuses items that can
 * no longer be bought, items the seller modified (naming them), mixed currencies and a
 * quantity below the minimum or not a multiple.
 */
export async function startCheckout(db: Db, actor: Actor | null, input: StartInput, now: Date): Promise<Checkout> {
  const me = authorize(actor, { side: 'buyer', area: 'buyOrder', level: 'Write', toggle: 'checkout' });
  const ids = [...new Set(input.cartItemIds)];
  const items = await cartItemsOf(db, me.userId, ids);
  if (items.length !== ids.length) throw notFound();
  const lines: CheckoutLine[] = items.map((item) => ({
    variationId: item.variationId,
    quantity: item.quantity,
    cartItemId: item.id,
    productVersion: item.itemVersion,
    quote: quoteOf(item),
  }));
  assertLineQuantities(
    assertBuyable(items.map((row, i) => ({ line: lines[i]!, row: applyQuote(row, lines[i]!.quote, now) }))),
  );
  // where it goes: the site the awarded bidding project was for; else where the company's last order
  // went (its address, recipient and phone, and its site while the company still has it); else the favourite
  const awarded = await repo.awardedSiteOf(
    db,
    items.map((i) => i.variationId),
  );
  const last = awarded ? undefined : await repo.findLastPlacedDetails(db, me.companyId);
  const site = await siteDetailsFor(db, me.companyId, awarded ?? last?.companyProjectId ?? null);
  const lastSiteKept = !last?.companyProjectId || site?.id === last.companyProjectId;
  const details: CheckoutDraftDetails = {
    recipientName: `${me.firstName} ${me.lastName}`.trim(),
    email: me.email,
    country: 'Malaysia',
    ...(last?.addressLine1 && {
      companyProjectId: lastSiteKept ? (last.companyProjectId ?? null) : null,
      projectDetails: last.projectDetails,
      recipientName: last.recipientName,
      contactNumber: last.contactNumber,
      pic: last.pic,
      addressLine1: last.addressLine1,
      addressLine2: last.addressLine2,
      postcode: last.postcode,
      city: last.city,
      state: last.state,
      country: last.country,
    }),
    ...(site &&
      !last?.addressLine1 && {
        companyProjectId: site.id,
        projectDetails: site.name,
        recipientName: site.recipientName,
        contactNumber: site.contactPhone,
        pic: site.pic,
        addressLine1: site.addressLine1,
        addressLine2: site.addressLine2,
        postcode: site.postcode,
        city: site.city,
        state: site.state,
        country: site.country,
      }),
  };
  // the checkout as inserted is the one shown: not read back
  const row = await repo.insertCheckout(db, { buyerCompanyId: me.companyId, createdBy: me.userId, lines, details });
  // nor are its lines' variations and its creator: the cart items were read with them
  const creatorName = `${me.firstName} ${me.lastName}`.trim();
  return (await toCheckouts(db, [row], { variations: items, creatorName }))[0]!;
}

/** Drafts: a buyer sees the company's own, an administrator those made on buyers' behalf. */
export async function listDrafts(db: Db, actor: Actor | null): Promise<Checkout[]> {
  const me = authorize(actor, { area: { buyer: 'buyOrder', admin: 'admOrder' } });
  const rows =
    roleKind(me.role) === 'admin'
      ? await repo.listDrafts(db, { onBehalf: true })
      : await repo.listDrafts(db, { buyerCompanyId: me.companyId });
  return toCheckouts(db, rows);
}

export async function getCheckout(db: Db, actor: Actor | null, id: string): Promise<Checkout> {
  await accessCheckout(db, actor, id, 'Read');
  return loadCheckout(db, id);
}

/** Autosaves what the form holds so far (drafts only). */
export async function saveDetails(
  db: Db,
  actor: Actor | null,
  id: string,
  details: CheckoutDraftDetails,
): Promise<Checkout> {
  const { checkout } = await accessCheckout(db, actor, id, 'Write');
  if (checkout.status !== 'draft' || !(await repo.updateDraft(db, id, { details }))) throw alreadyPlaced();
  return loadCheckout(db, id);
}

export async function deleteDraft(db: Db, actor: Actor | null, id: string): Promise<void> {
  const { checkout } = await accessCheckout(db, actor, id, 'Write');
  if (checkout.status !== 'draft' || !(await repo.deleteDraft(db, id))) throw alreadyPlaced();
}

/** The administrator's lines, once each variation can be bought in that quantity, in one currency. */
async function adminLines(db: Db, input: AdminInput): Promise<CheckoutLine[]> {
  const rows = await variationsByIds(
    db,
    input.lines.map((l) => l.variationId),
  );
  const byId = new Map(rows.map((row) => [row.variationId, row]));
  const lines = input.lines.map((l, i) => {
    const row = byId.get(l.variationId);
    if (!row) throw notFound();
    assertPurchasable(row, input.buyerCompanyId);
    assertQuantity(row, l.quantity, `lines.${i}.quantity`);
    return {
      line: { variationId: l.variationId, quantity: l.quantity, cartItemId: null, productVersion: row.productVersion },
      row,
    };
  });
  assertBuyable(lines);
  return lines.map((l) => l.line);
}

async function assertBuyerCompany(db: Db, id: string) {
  const [company] = await repo.findCompanies(db, [id]);
  if (!company || company.kind !== 'buyer' || company.status !== 'active') throw notFound();
}

/** A draft made by an administrator for a buyer company; with a purchase order it is "CreateOrderWithPO". */
export async function createAdminCheckout(db: Db, actor: Actor | null, input: AdminInput): Promise<Checkout> {
  const me = authorize(actor, { side: 'admin', area: 'admOrder', level: 'Write' });
  await assertBuyerCompany(db, input.buyerCompanyId);
  await assertCompanyFiles(db, me.companyId, { anyIds: [input.poFileId] });
  const lines = await adminLines(db, input);
  const row = await repo.insertCheckout(db, {
    buyerCompanyId: input.buyerCompanyId,
    createdBy: me.userId,
    onBehalf: true,
    lines,
    details: { country: 'Malaysia' },
    poNumber: input.poNumber || null,
    poFileId: input.poFileId,
  });
  return (await toCheckouts(db, [row]))[0]!;
}

/** Changes a draft made on behalf of a buyer: its buyer, lines and purchase order. */
export async function updateAdminCheckout(
  db: Db,
  actor: Actor | null,
  id: string,
  input: AdminInput,
): Promise<Checkout> {
  const me = authorize(actor, { side: 'admin', area: 'admOrder', level: 'Write' });
  const { checkout } = await accessCheckout(db, me, id, 'Write');
  if (checkout.status !== 'draft') throw alreadyPlaced();
  await assertBuyerCompany(db, input.buyerCompanyId);
  await assertCompanyFiles(db, me.companyId, { anyIds: [input.poFileId] });
  const lines = await adminLines(db, input);
  const values = {
    buyerCompanyId: input.buyerCompanyId,
    lines,
    poNumber: input.poNumber || null,
    poFileId: input.poFileId,
  };
  if (!(await repo.updateDraft(db, id, values))) throw alreadyPlaced();
  return loadCheckout(db, id);
}

/**
 * Credit and debit notes and the credit-term extension (spec §2 cn, dn, invoicecn/{id},
 * invoicedn/{id}; §3 Invoice; §4 credit-term extension; §9): a credit note lowers what the
 * buyer owes and gives back posted credit ('adjust', never below 0), never more than may still
 * be credited; a debit note raises what is owed without touching the facility; numbers run
 * per kind and year without gaps; each side sees only its own notes; the extension moves the
 * due date by 30 days once, within 30 days either side of it, and bills 1% as a debit note.
 *
 * TEST SETUP: due dates and statuses are moved straight in the invoices table (as time would),
 * and payments still at the gateway are written into payments / invoice_payment_lines.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionInterestSen, formatMoney } from '@binamart/shared';
import { loadActor } from '../src/modules/identity/index';
import { extendInvoice } from '../src/modules/billing/invoice-notes/index';
import { addDays, malaysianDate, markOverdueAccounts } from '../src/modules/billing/invoices/index';
import { signedInAs } from './helpers/factories';
import { type SellerSelling, call, expectStatus, sellerSelling } from './helpers/checkout-factories';
import { facilityNow, ledgerOf } from './helpers/credit-checkout-factories';
import {
  creditInvoice,
  invoiceRow,
  lastNoteNumber,
  notesOf,
  notificationsOf,
  paymentInProgress,
  sequenceOf,
  setInvoice,
} from './helpers/invoice-notes-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;
type User = Awaited<ReturnType<typeof signedInAs>>;
interface NoteView {
  id: string;
  number: string;
  kind: 'credit' | 'debit';
  cause: 'manual' | 'extension';
  invoice: { id: string; number: string; dueDate: string };
  order: { id: string; number: string };
  buyer: { id: string; name: string };
  seller: { id: string; name: string };
  currency: string;
  amountSen: number;
  reason: string;
  issuedAt: string;
  issuedBy: string | null;
}
interface NotePage {
  items: NoteView[];
  total: number;
}
interface ExtensionView {
  invoiceId: string;
  dueDate: string;
  originalDueDate: string;
  debitNote: NoteView | null;
}

let t: TestApp;
let admin: User;
let seller: SellerSelling;
let otherSeller: SellerSelling;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'binamart-notes-')) });
  admin = await signedInAs(t, 'Adm');
  seller = await sellerSelling(t, admin.auth, { rates: [] });
  otherSeller = await sellerSelling(t, admin.auth, { rates: [] });
});
afterAll(async () => {
  await t.close();
});

const issue = (auth: Auth, body: Record<string, unknown>) => call(t, 'POST', '/api/admin/invoice-notes', auth, body);
const credit = (invoiceId: string, amountSen: number, auth: Auth = admin.auth) =>
  issue(auth, { kind: 'credit', invoiceId, amountSen, reason: 'Damaged bags returned' });
const debit = (invoiceId: string, amountSen: number, auth: Auth = admin.auth) =>
  issue(auth, { kind: 'debit', invoiceId, amountSen, reason: 'Pallet charge' });
const extend = (invoiceId: string, auth: Auth) => call(t, 'POST', `/api/invoices/${invoiceId}/extension`, auth);
const today = () => malaysianDate(new Date());
const outstanding = (i: { amountSen: number; debitNotedSen: number; creditNotedSen: number; paidSen: number }) =>
  i.amountSen + i.debitNotedSen - i.creditNotedSen - i.paidSen;

describe('credit notes', () => {
  it('lower what is owed and give back posted credit as an adjust entry; the buyer is told', async () => {
    const { buyer, invoice, facilityId, order } = await creditInvoice(t, seller);
    const before = await facilityNow(t.db, facilityId);
    expect(before.postedSen).toBe(invoice.amountSen);

    const note = expectStatus<NoteView>(await credit(invoice.id, 5_000), 201);
    expect(note).toMatchObject({
      kind: 'credit',
      cause: 'manual',
      invoice: { id: invoice.id, number: invoice.number, dueDate: invoice.dueDate },
      order: { id: order.id, number: order.number },
      buyer: { id: buyer.company.id },
      seller: { id: seller.company.id },
      currency: 'MYR',
      amountSen: 5_000,
      reason: 'Damaged bags returned',
      issuedBy: `${admin.user.firstName} ${admin.user.lastName}`,
    });
    expect(note.number).toMatch(new RegExp(`^CN-${today().slice(0, 4)}-\\d{6}$`));

    const after = (await invoiceRow(t.db, invoice.id))!;
    expect(after).toMatchObject({ creditNotedSen: 5_000, status: 'pending', creditHeldSen: invoice.amountSen - 5_000 });
    expect(outstanding(after)).toBe(invoice.amountSen - 5_000);
    expect((await facilityNow(t.db, facilityId)).postedSen).toBe(before.postedSen - 5_000);
    const adjust = (await ledgerOf(t.db, facilityId)).filter((e) => e.kind === 'adjust');
    expect(adjust).toHaveLength(1);
    expect(adjust[0]).toMatchObject({ postedDeltaSen: -5_000, orderId: order.id });
    expect(adjust[0]!.note).toContain(note.number);

    const told = await notificationsOf(t.db, buyer.user.id, 'creditNoteIssued');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      link: '/invoice',
      params: { number: note.number, amount: formatMoney(5_000), invoice: invoice.number },
    });
  });

  it('refuses more than the outstanding amount at amountSen, taking no number', async () => {
    const { invoice } = await creditInvoice(t, seller);
    const last = await lastNoteNumber(t.db, 'CN');
    const refused = await credit(invoice.id, invoice.amountSen + 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_error',
      details: [
        {
          path: 'amountSen',
          message: `A credit note cannot be more than the outstanding amount of the invoice (${formatMoney(invoice.amountSen)}).`,
        },
      ],
    });
    expect(await lastNoteNumber(t.db, 'CN')).toBe(last);
    expect(await notesOf(t.db, invoice.id)).toEqual([]);
    expect((await invoiceRow(t.db, invoice.id))!.creditNotedSen).toBe(0);
  });

  it('counts payments still at the gateway as already paid', async () => {
    const { buyer, invoice } = await creditInvoice(t, seller);
    await paymentInProgress(t.db, invoice, buyer.user.id, 10_000);
    expectStatus(await credit(invoice.id, invoice.amountSen - 10_000 + 1), 400);
    expectStatus(await credit(invoice.id, invoice.amountSen - 10_000), 201);
    expect(outstanding((await invoiceRow(t.db, invoice.id))!)).toBe(10_000);
  });

  it('equal to the outstanding amount makes the invoice paid and frees all its posted credit', async () => {
    const { invoice, facilityId } = await creditInvoice(t, seller);
    expectStatus(await credit(invoice.id, invoice.amountSen), 201);
    const after = (await invoiceRow(t.db, invoice.id))!;
    expect(after).toMatchObject({ status: 'paid', creditHeldSen: 0, creditNotedSen: invoice.amountSen });
    expect(after.paidAt).not.toBeNull();
    expect((await facilityNow(t.db, facilityId)).postedSen).toBe(0);
    // nothing left to credit
    expectStatus(await credit(invoice.id, 1), 400);
  });

  it('never take posted credit below 0: a debit note is credited without restoring anything', async () => {
    const { invoice, facilityId } = await creditInvoice(t, seller);
    expectStatus(await debit(invoice.id, 3_000), 201);
    expectStatus(await credit(invoice.id, invoice.amountSen + 3_000), 201);
    const after = (await invoiceRow(t.db, invoice.id))!;
    expect(after).toMatchObject({ status: 'paid', creditHeldSen: 0 });
    expect(outstanding(after)).toBe(0);
    const facility = await facilityNow(t.db, facilityId);
    expect(facility.postedSen).toBe(0);
    const adjust = (await ledgerOf(t.db, facilityId)).filter((e) => e.kind === 'adjust');
    expect(adjust.map((e) => e.postedDeltaSen)).toEqual([-invoice.amountSen]);
  });
});

describe('debit notes', () => {
  it('raise what is owed without touching the facility; the buyer is told', async () => {
    const { buyer, invoice, facilityId } = await creditInvoice(t, seller);
    const before = await facilityNow(t.db, facilityId);
    const entries = (await ledgerOf(t.db, facilityId)).length;
    const note = expectStatus<NoteView>(await debit(invoice.id, 2_500), 201);
    expect(note).toMatchObject({ kind: 'debit', cause: 'manual', amountSen: 2_500 });
    expect(note.number).toMatch(new RegExp(`^DN-${today().slice(0, 4)}-\\d{6}$`));
    const after = (await invoiceRow(t.db, invoice.id))!;
    expect(after).toMatchObject({ debitNotedSen: 2_500, status: 'pending', creditHeldSen: invoice.amountSen });
    expect(outstanding(after)).toBe(invoice.amountSen + 2_500);
    const facility = await facilityNow(t.db, facilityId);
    expect(facility).toMatchObject({ postedSen: before.postedSen, reservedSen: before.reservedSen });
    expect(await ledgerOf(t.db, facilityId)).toHaveLength(entries);
    const told = await notificationsOf(t.db, buyer.user.id, 'debitNoteIssued');
    expect(told.map((n) => n.params)).toEqual([
      { number: note.number, amount: formatMoney(2_500), invoice: invoice.number },
    ]);
  });

  it('make a paid invoice owe again: pending before its due date, unpaid after', async () => {
    const { invoice } = await creditInvoice(t, seller);
    expectStatus(await credit(invoice.id, invoice.amountSen), 201);
    expect((await invoiceRow(t.db, invoice.id))!.status).toBe('paid');
    expectStatus(await debit(invoice.id, 1_000), 201);
    let after = (await invoiceRow(t.db, invoice.id))!;
    expect(after).toMatchObject({ status: 'pending', paidAt: null });
    expect(outstanding(after)).toBe(1_000);

    const late = await creditInvoice(t, seller);
    expectStatus(await credit(late.invoice.id, late.invoice.amountSen), 201);
    await setInvoice(t.db, late.invoice.id, { dueDate: addDays(today(), -3) });
    expectStatus(await debit(late.invoice.id, 1_000), 201);
    after = (await invoiceRow(t.db, late.invoice.id))!;
    expect(after.status).toBe('unpaid');
  });
});

describe('numbering', () => {
  it('runs credit and debit notes in their own sequences without gaps, even past a refusal', async () => {
    const { invoice } = await creditInvoice(t, seller);
    const cn = expectStatus<NoteView>(await credit(invoice.id, 100), 201);
    const dn = expectStatus<NoteView>(await debit(invoice.id, 100), 201);
    expectStatus(await credit(invoice.id, 10_000_000), 400);
    expectStatus(await issue(admin.auth, { kind: 'debit', invoiceId: invoice.id, amountSen: 0, reason: 'x' }), 400);
    const cn2 = expectStatus<NoteView>(await credit(invoice.id, 100), 201);
    const dn2 = expectStatus<NoteView>(await debit(invoice.id, 100), 201);
    expect(sequenceOf(cn2.number)).toBe(sequenceOf(cn.number) + 1);
    expect(sequenceOf(dn2.number)).toBe(sequenceOf(dn.number) + 1);
    expect(await lastNoteNumber(t.db, 'CN')).toBe(sequenceOf(cn2.number));
    expect(await lastNoteNumber(t.db, 'DN')).toBe(sequenceOf(dn2.number));
  });

  it('queues notes issued at once: distinct, consecutive numbers', async () => {
    const { invoice } = await creditInvoice(t, seller);
    const made = await Promise.all([1, 2, 3, 4].map(() => debit(invoice.id, 100)));
    const numbers = made.map((r) => sequenceOf(expectStatus<NoteView>(r, 201).number)).sort((a, b) => a - b);
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2, numbers[0]! + 3]);
    expect((await invoiceRow(t.db, invoice.id))!.debitNotedSen).toBe(400);
  });
});

describe('who sees and issues which notes', () => {
  it('shows buyers their own, sellers their sales, administrators all; others are not found', async () => {
    const mine = await creditInvoice(t, seller);
    const other = await creditInvoice(t, otherSeller);
    const myNote = expectStatus<NoteView>(await debit(mine.invoice.id, 700), 201);
    const otherNote = expectStatus<NoteView>(await credit(other.invoice.id, 300), 201);

    const buyerList = expectStatus<NotePage>(await call(t, 'GET', '/api/invoice-notes', mine.buyer.auth), 200);
    expect(buyerList.items.map((n) => n.id)).toEqual([myNote.id]);
    expect(buyerList.total).toBe(1);
    expectStatus(await call(t, 'GET', `/api/invoice-notes/${myNote.id}`, mine.buyer.auth), 200);
    expectStatus(await call(t, 'GET', `/api/invoice-notes/${otherNote.id}`, mine.buyer.auth), 404);

    const sellerList = expectStatus<NotePage>(
      await call(t, 'GET', '/api/invoice-notes?pageSize=100', otherSeller.auth),
      200,
    );
    expect(sellerList.items.every((n) => n.seller.id === otherSeller.company.id)).toBe(true);
    expect(sellerList.items.map((n) => n.id)).toContain(otherNote.id);
    expectStatus(await call(t, 'GET', `/api/invoice-notes/${myNote.id}`, otherSeller.auth), 404);
    expect(
      expectStatus<NoteView>(await call(t, 'GET', `/api/invoice-notes/${otherNote.id}`, otherSeller.auth), 200),
    ).toEqual(otherNote);

    const byNumber = expectStatus<NotePage>(
      await call(t, 'GET', `/api/invoice-notes?q=${myNote.number}`, admin.auth),
      200,
    );
    expect(byNumber.items.map((n) => n.id)).toEqual([myNote.id]);
    const byInvoice = expectStatus<NotePage>(
      await call(t, 'GET', `/api/invoice-notes?q=${other.invoice.number}`, admin.auth),
      200,
    );
    expect(byInvoice.items.map((n) => n.id)).toEqual([otherNote.id]);
    const credits = expectStatus<NotePage>(
      await call(t, 'GET', `/api/invoice-notes?kind=credit&invoiceId=${mine.invoice.id}`, admin.auth),
      200,
    );
    expect(credits.items).toEqual([]);
    const debits = expectStatus<NotePage>(
      await call(t, 'GET', `/api/invoice-notes?kind=debit&invoiceId=${mine.invoice.id}`, admin.auth),
      200,
    );
    expect(debits.items.map((n) => n.id)).toEqual([myNote.id]);
    expectStatus(await call(t, 'GET', `/api/invoice-notes/${otherNote.id}`, admin.auth), 200);
  });

  it('lets only administrators with admInv Write issue notes', async () => {
    const { buyer, invoice } = await creditInvoice(t, seller);
    expectStatus(await credit(invoice.id, 100, buyer.auth), 403);
    expectStatus(await debit(invoice.id, 100, seller.auth), 403);
    const reader = await signedInAs(t, 'Adm', { admInv: 'Read' });
    expectStatus(await debit(invoice.id, 100, reader.auth), 403);
    expectStatus(await call(t, 'GET', '/api/invoice-notes', reader.auth), 200);
    expectStatus(await debit(invoice.id, 100, {}), 401);
    expectStatus(await debit('00000000-0000-4000-8000-000000000000', 100), 404);
    expect(await notesOf(t.db, invoice.id)).toEqual([]);
  });

  it('refuses users without Read on their side’s invoices', async () => {
    const blocked = await signedInAs(t, 'BuyUsr', { buyInv: 'NoPermission', buyOrder: 'Read' });
    expectStatus(await call(t, 'GET', '/api/invoice-notes', blocked.auth), 403);
    const blockedAdmin = await signedInAs(t, 'Adm', { admInv: 'Block' });
    expectStatus(await call(t, 'GET', '/api/invoice-notes', blockedAdmin.auth), 403);
    expectStatus(await call(t, 'GET', '/api/invoice-notes', {}), 401);
  });
});

describe('credit-term extension', () => {
  it('moves the due date by 30 days and bills 1% of the outstanding amount as a debit note', async () => {
    const { buyer, invoice, facilityId } = await creditInvoice(t, seller);
    expectStatus(await credit(invoice.id, 1_001), 201);
    const owed = invoice.amountSen - 1_001;
    const posted = (await facilityNow(t.db, facilityId)).postedSen;

    const result = expectStatus<ExtensionView>(await extend(invoice.id, buyer.auth), 200);
    expect(result).toMatchObject({
      invoiceId: invoice.id,
      dueDate: addDays(invoice.dueDate, 30),
      originalDueDate: invoice.dueDate,
    });
    expect(result.debitNote).toMatchObject({
      kind: 'debit',
      cause: 'extension',
      amountSen: extensionInterestSen(owed),
      reason: `Credit-term extension of 30 days: 1% interest on ${formatMoney(owed)}`,
      invoice: { id: invoice.id, dueDate: addDays(invoice.dueDate, 30) },
    });
    expect(result.debitNote!.amountSen).toBe(Math.round(owed / 100));
    expect(result.debitNote!.number).toMatch(/^DN-\d{4}-\d{6}$/);

    const after = (await invoiceRow(t.db, invoice.id))!;
    expect(after).toMatchObject({
      dueDate: addDays(invoice.dueDate, 30),
      originalDueDate: invoice.dueDate,
      status: 'pending',
      debitNotedSen: extensionInterestSen(owed),
    });
    expect(after.extendedAt).not.toBeNull();
    expect(outstanding(after)).toBe(owed + extensionInterestSen(owed));
    expect((await facilityNow(t.db, facilityId)).postedSen).toBe(posted);

    const told = await notificationsOf(t.db, buyer.user.id, 'invoiceExtended');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      link: '/invoice',
      params: {
        invoice: invoice.number,
        dueDate: addDays(invoice.dueDate, 30),
        amount: formatMoney(extensionInterestSen(owed)),
        number: result.debitNote!.number,
      },
    });
    // the buyer sees the interest note
    const seen = expectStatus<NotePage>(
      await call(t, 'GET', `/api/invoice-notes?invoiceId=${invoice.id}&kind=debit`, buyer.auth),
      200,
    );
    expect(seen.items.map((n) => n.id)).toEqual([result.debitNote!.id]);
  });

  it('is allowed from 30 days before to 30 days after the due date, and refused outside', async () => {
    const cases: [number, number][] = [
      [31, 409],
      [30, 200],
      [-30, 200],
      [-31, 409],
    ];
    for (const [dueInDays, status] of cases) {
      const { buyer, invoice } = await creditInvoice(t, seller);
      await setInvoice(t.db, invoice.id, {
        dueDate: addDays(today(), dueInDays),
        status: dueInDays < 0 ? 'unpaid' : 'pending',
      });
      const response = await extend(invoice.id, buyer.auth);
      expect([dueInDays, response.statusCode]).toEqual([dueInDays, status]);
      if (status === 409) {
        expect(response.json()).toMatchObject({ code: 'extension_refused', message: 'Unable to perform extension' });
        expect(await notesOf(t.db, invoice.id)).toEqual([]);
        expect((await invoiceRow(t.db, invoice.id))!.originalDueDate).toBeNull();
      }
    }
  });

  it('reads the window on the Malaysian calendar of the clock it is given', async () => {
    const { buyer, invoice } = await creditInvoice(t, seller);
    const actor = await loadActor(t.db, buyer.user.id);
    /** a moment on a Malaysian calendar date */
    const at = (date: string, time: string) => new Date(`${date}T${time}+08:00`);
    // one minute into the 31st day after (16:01 UTC the day before) and the last minute of the 31st day before: outside;
    // the last minute of the 30th day after: inside
    await expect(extendInvoice(t.db, actor, invoice.id, at(addDays(invoice.dueDate, 31), '00:01:00'))).rejects.toThrow(
      'extension_refused',
    );
    await expect(extendInvoice(t.db, actor, invoice.id, at(addDays(invoice.dueDate, -31), '23:59:00'))).rejects.toThrow(
      'extension_refused',
    );
    const result = await extendInvoice(t.db, actor, invoice.id, at(addDays(invoice.dueDate, 30), '23:59:00'));
    expect(result.dueDate).toBe(addDays(invoice.dueDate, 30));
    expect((await invoiceRow(t.db, invoice.id))!.status).toBe('pending');
  });

  it('makes an overdue invoice pending again, and its company’s overdue account active', async () => {
    const { buyer, invoice, facilityId } = await creditInvoice(t, seller);
    const due = addDays(today(), -10);
    await setInvoice(t.db, invoice.id, { dueDate: due, status: 'unpaid' });
    await markOverdueAccounts(t.db);
    expect((await facilityNow(t.db, facilityId)).status).toBe('overdue');
    const result = expectStatus<ExtensionView>(await extend(invoice.id, buyer.auth), 200);
    expect(result.dueDate).toBe(addDays(due, 30));
    expect((await invoiceRow(t.db, invoice.id))!).toMatchObject({
      status: 'pending',
      dueDate: addDays(due, 30),
      originalDueDate: due,
    });
    expect((await facilityNow(t.db, facilityId)).status).toBe('active');
  });

  it('bills no note when 1% rounds to RM 0.00, and still makes an overdue invoice pending', async () => {
    const { buyer, invoice } = await creditInvoice(t, seller);
    expectStatus(await credit(invoice.id, invoice.amountSen - 40), 201);
    const due = addDays(today(), -1);
    await setInvoice(t.db, invoice.id, { dueDate: due, status: 'unpaid' });
    const result = expectStatus<ExtensionView>(await extend(invoice.id, buyer.auth), 200);
    expect(result).toMatchObject({ dueDate: addDays(due, 30), originalDueDate: due, debitNote: null });
    const after = (await invoiceRow(t.db, invoice.id))!;
    expect(after).toMatchObject({ status: 'pending', debitNotedSen: 0, dueDate: addDays(due, 30) });
    expect((await notesOf(t.db, invoice.id)).map((n) => n.kind)).toEqual(['credit']);
    expectStatus(await extend(invoice.id, buyer.auth), 409);
  });

  it('happens once only', async () => {
    const { buyer, invoice } = await creditInvoice(t, seller);
    expectStatus(await extend(invoice.id, buyer.auth), 200);
    const again = await extend(invoice.id, buyer.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'extension_refused', message: 'Unable to perform extension' });
    const after = (await invoiceRow(t.db, invoice.id))!;
    expect(after.dueDate).toBe(addDays(invoice.dueDate, 30));
    expect((await notesOf(t.db, invoice.id)).filter((n) => n.cause === 'extension')).toHaveLength(1);
  });

  it('of two requests at once, exactly one succeeds', async () => {
    const { buyer, invoice } = await creditInvoice(t, seller);
    const lastDn = await lastNoteNumber(t.db, 'DN');
    const answers = await Promise.all([extend(invoice.id, buyer.auth), extend(invoice.id, buyer.auth)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = (await invoiceRow(t.db, invoice.id))!;
    expect(after.dueDate).toBe(addDays(invoice.dueDate, 30));
    expect(after.debitNotedSen).toBe(extensionInterestSen(invoice.amountSen));
    expect(await notesOf(t.db, invoice.id)).toHaveLength(1);
    expect(await lastNoteNumber(t.db, 'DN')).toBe(lastDn + 1);
  });

  it('refuses a paid invoice', async () => {
    const { buyer, invoice } = await creditInvoice(t, seller);
    expectStatus(await credit(invoice.id, invoice.amountSen), 201);
    const refused = await extend(invoice.id, buyer.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'extension_refused' });
  });

  it('answers another company’s invoice as not found, and needs a buyer with buyInv Write', async () => {
    const mine = await creditInvoice(t, seller);
    const other = await creditInvoice(t, seller);
    expectStatus(await extend(other.invoice.id, mine.buyer.auth), 404);
    expectStatus(await extend('00000000-0000-4000-8000-000000000000', mine.buyer.auth), 404);
    const reader = await signedInAs(t, 'BuyUsr', { buyInv: 'Read', buyOrder: 'Read' });
    expectStatus(await extend(mine.invoice.id, reader.auth), 403);
    expectStatus(await extend(mine.invoice.id, seller.auth), 403);
    expectStatus(await extend(mine.invoice.id, admin.auth), 403);
    expectStatus(await extend(mine.invoice.id, {}), 401);
    expect((await invoiceRow(t.db, other.invoice.id))!.extendedAt).toBeNull();
    expect((await invoiceRow(t.db, mine.invoice.id))!.extendedAt).toBeNull();
  });
});

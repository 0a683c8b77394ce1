/**
 * The checkout's voucher wallet: the vouchers the buyer's company may use now, each tried on the
 * checkout's lines with the rules placing applies (evaluateVoucher), so a buyer picks one instead
 * of typing a code. Vouchers for other sellers' or categories' items are left out; one that needs
 * more spend is listed with the spend it needs.
 */
import { type Language, type WalletVoucher, evaluateVoucher, translate } from '@binamart/shared';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { Actor } from '../../../lib/request-context';
import { openVouchers } from '../vouchers/index';
import { accessCheckout } from './checkout-access';
import { type BuyableLine, voucherIssue, voucherLines } from './checkout-rules';
import { loadLines } from './checkout.service';

export async function voucherWallet(
  ctx: { db: Db; clock: Clock },
  actor: Actor | null,
  id: string,
  language: Language,
): Promise<WalletVoucher[]> {
  const { checkout } = await accessCheckout(ctx.db, actor, id, 'Read');
  const now = ctx.clock.now();
  const lines = (await loadLines(ctx.db, checkout.lines, now)).filter((l): l is BuyableLine => l.row !== undefined);
  if (lines.length === 0) return [];
  const currency = lines[0]!.row.currency;
  const wallet: WalletVoucher[] = [];
  for (const { voucher, terms } of await openVouchers(ctx.db, checkout.buyerCompanyId, now)) {
    const outcome = evaluateVoucher(terms, voucherLines(lines), now);
    const listed = { code: voucher.code, description: voucher.description, endsAt: voucher.endsAt.toISOString() };
    if (outcome.ok) wallet.push({ ...listed, discountSen: outcome.discountSen, reason: null });
    else if (outcome.reason === 'voucherMinSpend') {
      const issue = voucherIssue(outcome, terms, currency);
      wallet.push({ ...listed, discountSen: null, reason: translate(language, issue.key, issue.params) });
    }
  }
  // those that apply first, the largest saving first
  return wallet.sort((a, b) => (b.discountSen ?? -1) - (a.discountSen ?? -1) || a.code.localeCompare(b.code));
}

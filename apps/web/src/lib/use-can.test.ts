import { describe, expect, it } from 'vitest';
import type { TFunction } from '@/lib/translation';
import { ACTION_NEEDS, DEFAULT_PERMISSIONS, type Language, refusalOf, translate } from '@binamart/shared';
import { refusalText } from './use-can';

const tIn = (language: Language) =>
  ((key: string, params?: Record<string, string>) => translate(language, key, params)) as unknown as TFunction;

describe('why an action is disabled', () => {
  const buyerUser = { role: 'BuyUsr' as const, permissions: DEFAULT_PERMISSIONS.BuyUsr };

  it('names the permission and the toggle to ask the company administrator for', () => {
    const t = tIn('en-us');
    expect(refusalText(t, refusalOf({ ...buyerUser, toggles: ['makePayment'] }, ACTION_NEEDS.payInvoices))).toBe(
      'Ask your company administrator to give you the Payments permission at Write level.',
    );
    expect(refusalText(t, refusalOf({ ...buyerUser, toggles: [] }, ACTION_NEEDS.checkout))).toBe(
      'Ask your company administrator to turn on “Check out” for you.',
    );
    expect(refusalText(t, refusalOf({ ...buyerUser, toggles: [] }, ACTION_NEEDS.payInvoices))).toBe(
      'Ask your company administrator to give you the Payments permission at Write level and to turn on “Make payments” for you.',
    );
  });

  it('says it in Malay and Chinese too', () => {
    const refusal = refusalOf({ ...buyerUser, toggles: ['makePayment'] }, ACTION_NEEDS.payInvoices);
    expect(refusalText(tIn('ms'), refusal)).toBe(
      'Minta pentadbir syarikat anda memberi anda kebenaran Bayaran pada tahap Tulis.',
    );
    expect(refusalText(tIn('zh-cn'), refusal)).toBe('请向贵公司管理员申请“付款”权限（读写）。');
  });

  it('has nothing to say when allowed, signed out or on another side', () => {
    const t = tIn('en-us');
    expect(refusalText(t, null)).toBeNull();
    expect(refusalText(t, refusalOf(null, ACTION_NEEDS.checkout))).toBeNull();
    const seller = { role: 'SellAdm' as const, permissions: DEFAULT_PERMISSIONS.SellAdm, toggles: [] };
    expect(refusalText(t, refusalOf(seller, ACTION_NEEDS.checkout))).toBeNull();
  });
});

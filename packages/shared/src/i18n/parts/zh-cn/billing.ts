import type { Widen } from '../../types';
import type { BillingText } from '../billing';

export const billingZh: Widen<BillingText> = {
  invoicePayment: {
    selectOne: '请至少选择一张要支付的发票。',
    amountPositive: '请输入大于 RM 0.00 的金额。',
    duplicate: '同一张发票在一笔付款中只能出现一次。',
    exceedsOutstanding: '金额超过此发票仍可支付的金额（{{payable}}）。',
    notPayable: '此发票已无待付金额。',
    currencyMixed: '不同币种的发票不能一起支付。',
    keyReused: '此付款已使用其他发票或金额发起。请重新加载页面后再试。',
  },
  notes: {
    exceedsCreditable: '贷项通知单金额不能超过发票的未付金额加上已付且可退款的金额（{{payable}}）。',
    amountPositive: '请输入大于 RM 0.00 的金额。',
    exceedsOutstanding: '贷项通知单金额不能超过发票的未付金额（{{payable}}）。',
  },
  extension: {
    refused: '无法延长期限',
  },
  apInvoice: {
    amountPositive: '金额必须大于 RM 0.00。',
    numberTaken: '您已上传过相同编号的发票。',
    orderUnavailable: '订单 {{number}} 不能计入此发票：它不是您已确认的订单，或已在另一张应付发票上。',
    alreadyPaid: '此发票的付款已记录。',
    payoutNegative: '订单 {{number}} 的营销费超过其销售额加现金回扣。',
    ordersMismatch: '请为此发票上的每个订单（且仅这些订单）填写营销费和现金回扣。',
  },
  orderBilling: {
    cancelBilled: '此订单已在卖家的应付发票上，无法再取消。',
  },
};

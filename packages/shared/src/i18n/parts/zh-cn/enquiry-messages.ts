import type { Widen } from '../../types';
import type { EnquiryMessagesText } from '../enquiry-messages';

export const enquiryMessagesZh: Widen<EnquiryMessagesText> = {
  enquiries: {
    linesRequired: '请至少为一个商品输入数量。',
    quantityInvalid: '请输入至少为 1 的整数',
    deliveryDatePast: '交货日期必须是今天或以后。',
    validUntilPast: '报价的有效期至少须到今天结束。',
    validUntilTooFar: '报价的有效期最长为 {{days}} 天。',
    priceInvalid: '请输入大于零的价格。',
    discountTooHigh: '折扣必须低于单价。',
    leadDaysInvalid: '请以整天数输入交货期，0 至 365 天。',
    variationNotOfProduct: '请选择此产品的商品规格。',
    duplicateVariation: '每个商品规格只能列出一次。',
    notOpen: '此询价已无法更改。',
    notForQuotation: '此询价已无法报价：买家已接受报价或询价已关闭。',
    notAResponder: '请选择供应商中有权回复询价的用户。',
    quotationExpired: '此报价已于 {{date}} 过期。请向供应商索取新报价。',
    quotationNotOpen: '此报价已不再有效：它已被修订、接受或已过期。',
    quotedForCash: '报价 {{numbers}} 仅限现金付款：请以网上银行或信用卡支付这些商品，或请供应商提供赊账条款。',
    quotationNotAccepted: '请先接受报价，再将其商品加入购物车。',
  },
};

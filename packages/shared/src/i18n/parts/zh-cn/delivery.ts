import type { Widen } from '../../types';
import type { DeliveryText } from '../delivery';

export const deliveryZh: Widen<DeliveryText> = {
  deliveryStatus: {
    assigned: '已指派司机',
    initiated: '已开始配送',
    outForDelivery: '配送中',
    arrived: '已到达',
    unloading: '卸货中',
    acknowledged: '已签收',
    rejected: '已拒收',
    cancelled: '已取消',
  },
  disputeStatus: { open: '等待答复', responded: '已答复', cancelled: '已取消' },
  delivery: {
    quantityPositive: '请输入至少为 1 的数量。',
    atLeastOneItem: '送货单至少需要一个商品。',
    quantityAboveBalance: '{{product}} 仅剩 {{balance}} 待配送。',
    dateInPast: '送货日期和时间必须晚于现在。',
    dateTooFar: '送货日期必须在 1 个月内。',
    driverUnknown: '请选择贵公司的一名司机。',
    doNumberTaken: '此送货单号已用于另一张送货单。',
    orderNotDeliverable: '只能为已确认或进行中的订单创建送货单。',
    stepNotAllowed: '配送状态为“{{status}}”时无法执行此步骤。',
    pinIncorrect: 'PIN 码不正确',
    unauthorised: '未经授权',
    signatureRequired: '请在框内签名以签收。',
    signatureTooLarge: '签名过大。请清除后重新签名。',
    receivedAboveDelivered: '收到的数量不能超过送达数量（{{delivered}}）。',
    disputeReasonRequired: '请说明数量差异的原因。',
    disputeNotShort: '争议需要收到的数量少于送达数量（{{delivered}}）。',
    disputeOpen: '在司机答复之前，不能再提出争议。',
    disputeNotOpen: '此争议已答复或已取消。',
    linesMismatch: '请填写送货单上每个商品的收到数量。',
    itemNotOnDelivery: '请选择此送货单上的商品。',
    notAcknowledged: '送货签收后才能进行此操作。',
  },
};

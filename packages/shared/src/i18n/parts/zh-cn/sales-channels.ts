import type { Widen } from '../../types';
import type { SalesChannelsText } from '../sales-channels';

export const salesChannelsZh: Widen<SalesChannelsText> = {
  salesChannels: {
    declined: {
      onBehalf: '{{seller}} 不接受 BinaMart 代买家下的订单。请移除其商品，或请买家在商城自行下单。',
      purchaseOrder: '{{seller}} 不接受 BinaMart 上按采购单（PO）下的订单。请移除其商品，或不附采购单下单。',
      quotation: '{{seller}} 目前不回复 BinaMart 上的询价。请在商城按标价购买其商品，或询问其他供应商。',
      award: '贵公司已在销售渠道中关闭招标中标订单。请在「中心服务 → 销售渠道」中开启后再投标。',
    },
    name: {
      web: '商城结账',
      onBehalf: 'BinaMart 代买家下单',
      purchaseOrder: '按采购单下单',
      quotation: '来自报价单',
      award: '来自招标中标',
    },
    about: {
      web: '买家将商品加入购物车并自行结账。',
      onBehalf: 'BinaMart 销售团队为买家公司建立结账单。',
      purchaseOrder: 'BinaMart 按买家的采购单（编号及文件）建立结账单。',
      quotation: '买家询价，您报价，买家接受的报价单随后下单。',
      award: '买家发布项目，您投标，中标的标书随后下单。',
    },
    page: {
      title: '销售渠道',
      intro:
        '期间内订单的来源：所有已下的令吉订单，以及其中的销售（已确认、进行中或已完成），按整个平台及各供应商列出。',
      from: '从',
      to: '至',
      show: '显示',
      byChannel: '各渠道的订单与销售',
      channel: '渠道',
      orders: '订单',
      sales: '销售',
      salesValue: '销售额',
      share: '销售占比',
      total: '所有渠道',
      suppliers: '供应商',
      supplier: '供应商',
      takes: '接受的渠道',
      takesAll: '所有渠道',
      change: '更改渠道',
      noOrders: '此期间没有订单。',
      period: '{{from}} 至 {{to}}',
      chartLabel: '各渠道销售额：{{summary}}',
      forSupplier: '{{seller}} 接受的渠道',
      saved: '已保存 {{seller}} 接受的渠道。',
    },
    seller: {
      title: '销售渠道',
      intro: '选择买家可以通过哪些方式向贵公司下单。商城结账始终开放；其他渠道可以关闭。',
      alwaysOpen: '始终开放',
      save: '保存渠道',
      saved: '您的销售渠道已保存。',
      readOnly: '请联系贵公司管理员更改销售渠道。',
    },
    cancel: '取消',
  },
};

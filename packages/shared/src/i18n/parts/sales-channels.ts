/** Sales channels: how orders come in (/admin/saleschannel) and the channels a supplier takes (/seller/hub). */
/** English, in full: the shape the other languages follow. */
export const salesChannelsEn = {
  salesChannels: {
    declined: {
      onBehalf:
        '{{seller}} does not take orders placed by BinaMart for a buyer. Remove its items, or ask the buyer to order them in the shop.',
      purchaseOrder:
        '{{seller}} does not take orders from purchase orders on BinaMart. Remove its items, or place the order without the purchase order.',
      quotation:
        '{{seller}} does not answer enquiries on BinaMart at the moment. Buy its listed products in the shop, or ask another supplier.',
      award:
        'Your company has turned off bidding awards in its sales channels. Turn them on under Hub → Sales channels to bid.',
    },
    name: {
      web: 'Shop checkout',
      onBehalf: 'For a buyer by BinaMart',
      purchaseOrder: 'From a purchase order',
      quotation: 'From a quotation',
      award: 'From a bidding award',
    },
    about: {
      web: 'Buyers add products to the cart and check out themselves.',
      onBehalf: 'BinaMart’s sales team makes the checkout for a buyer company.',
      purchaseOrder: 'BinaMart makes the checkout from the buyer’s purchase order (number and file).',
      quotation: 'Buyers enquire, you quote, and the accepted quotation is ordered.',
      award: 'Buyers post projects, you bid, and the awarded bid is ordered.',
    },
    page: {
      title: 'Sales channels',
      intro:
        'How orders came in over the period: every ringgit order placed, and the sales among them (confirmed, ongoing or completed), for the marketplace and for each supplier.',
      from: 'From',
      to: 'To',
      show: 'Show',
      byChannel: 'Orders and sales by channel',
      channel: 'Channel',
      orders: 'Orders',
      sales: 'Sales',
      salesValue: 'Sales value',
      share: 'Share of sales',
      total: 'All channels',
      suppliers: 'Suppliers',
      supplier: 'Supplier',
      takes: 'Takes',
      takesAll: 'Every channel',
      change: 'Change channels',
      noOrders: 'No orders were placed in this period.',
      period: '{{from}} to {{to}}',
      chartLabel: 'Sales value per channel: {{summary}}',
      forSupplier: 'Channels {{seller}} takes',
      saved: 'The channels {{seller}} takes are saved.',
    },
    seller: {
      title: 'Sales channels',
      intro:
        'Choose how buyers may order from your company. The shop’s checkout is always open; the others can be turned off.',
      alwaysOpen: 'Always open',
      save: 'Save channels',
      saved: 'Your sales channels are saved.',
      readOnly: 'Ask your company administrator to change the sales channels.',
    },
    cancel: 'Cancel',
  },
};

export type SalesChannelsText = typeof salesChannelsEn;

/**
 * Every table, for the database client and drizzle-kit. Modules never import this: each
 * uses its own tables.ts (and, where it still reads another module's rows, that one's).
 */
export * from '../../adapters/delivery-partner/sandbox-tables';
export * from '../../adapters/insurer/sandbox-tables';
export * from '../../adapters/payments/sandbox-tables';
export * from '../../adapters/sms/sandbox-tables';
export * from '../../modules/bidding/tables';
export * from '../../modules/billing/ap-invoices/tables';
export * from '../../modules/billing/invoice-notes/tables';
export * from '../../modules/billing/invoice-payments/tables';
export * from '../../modules/billing/invoices/tables';
export * from '../../modules/cart/tables';
export * from '../../modules/catalog/tables';
export * from '../../modules/content/tables';
export * from '../../modules/credit/tables';
export * from '../../modules/hub/tables';
export * from '../../modules/identity/tables';
export * from '../../modules/logistics/acknowledgement/tables';
export * from '../../modules/logistics/delivery/tables';
export * from '../../modules/messaging/tables';
export * from '../../modules/ordering/checkout/tables';
export * from '../../modules/ordering/fees/tables';
export * from '../../modules/ordering/orders/tables';
export * from '../../modules/ordering/vouchers/tables';
export * from '../../modules/payments/tables';
export * from '../../modules/refunds/tables';
export * from '../../modules/credit-reports/tables';
export * from '../../modules/sites/tables';
export * from '../../modules/platform/files/tables';
export * from '../../modules/platform-branches/tables';
export * from '../../modules/insurance/tables';
export * from '../../modules/ratings/tables';
export * from '../../modules/dashboards/tables';
export * from '../../modules/enquiries/tables';
export * from '../../modules/sales-enquiries/tables';
export * from '../../modules/sales-channels/tables';
export * from '../../modules/chat/tables';

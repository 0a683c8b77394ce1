/** The public face of the billing/documents module: the only file other modules, the app and the seeds import. */
export { DocumentLayout, partyOf, platformOf } from './document-layout';
export type { CompanyDetails, PlatformDetails } from './document-layout';
export { companyDetails } from './documents.repository';
export { documentRoutes } from './documents.routes';
export { invoicePdfFile } from './documents.service';
export type { PdfFile } from './documents.service';

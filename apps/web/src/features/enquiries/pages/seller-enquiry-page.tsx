/** /seller/enquiry/:id: an enquiry to the supplier, its messages, and the quotation form. */
import { EnquiryDetailScreen } from '../components/enquiry-detail-screen';

export const SellerEnquiryPage = () => <EnquiryDetailScreen side="seller" />;

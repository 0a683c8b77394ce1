/** /seller/enquiry: the enquiries buyers sent the supplier, by state and buyer. */
import { EnquiryListScreen } from '../components/enquiry-list-screen';

export const SellerEnquiriesPage = () => <EnquiryListScreen side="seller" />;

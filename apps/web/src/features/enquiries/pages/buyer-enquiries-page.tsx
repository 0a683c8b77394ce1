/** /enquiry: the buyer company's enquiries by state, supplier and company project. */
import { EnquiryListScreen } from '../components/enquiry-list-screen';

export const BuyerEnquiriesPage = () => <EnquiryListScreen side="buyer" />;

/** /enquiry/:id: the buyer's enquiry, its quotations and messages. */
import { EnquiryDetailScreen } from '../components/enquiry-detail-screen';

export const BuyerEnquiryPage = () => <EnquiryDetailScreen side="buyer" />;

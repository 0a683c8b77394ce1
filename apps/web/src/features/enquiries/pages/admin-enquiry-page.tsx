/** /admin/enquiry/:id: an enquiry with its messages; close it or reassign it. */
import { EnquiryDetailScreen } from '../components/enquiry-detail-screen';

export const AdminEnquiryPage = () => <EnquiryDetailScreen side="admin" />;

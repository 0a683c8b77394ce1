/** /admin/enquiry: every enquiry, by state, supplier and buyer. */
import { EnquiryListScreen } from '../components/enquiry-list-screen';

export const AdminEnquiriesPage = () => <EnquiryListScreen side="admin" />;

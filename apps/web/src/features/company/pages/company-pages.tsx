/** /store/:id and /company?id=…: a seller's public page; /company: the supplier directory. No sign-in needed. */
import { useParams, useSearchParams } from 'react-router';
import { PublicCompanyPage } from '../components/public-company';
import { SupplierDirectoryPage } from '../components/supplier-directory';

export function StorePage() {
  const { id = '' } = useParams();
  return <PublicCompanyPage id={id} />;
}

export function CompanyPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <PublicCompanyPage id={id} /> : <SupplierDirectoryPage />;
}

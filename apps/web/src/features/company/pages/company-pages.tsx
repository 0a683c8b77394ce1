/** /store/:id and /company?id=…: a seller's public page, no sign-in needed. */
import { useParams, useSearchParams } from 'react-router';
import { PublicCompanyPage } from '../components/public-company';

export function StorePage() {
  const { id = '' } = useParams();
  return <PublicCompanyPage id={id} />;
}

export function CompanyPage() {
  const [params] = useSearchParams();
  return <PublicCompanyPage id={params.get('id') ?? ''} />;
}

/** The public face of the insurance feature: the buyer's policies on /cl (the admin pages load from pages/). */
export { CompanyPolicies } from './components/company-policies';

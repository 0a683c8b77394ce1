/** The company feature's face: the administrators' company lookup. */
export { useAdminCompanies } from './api/use-admin-companies';

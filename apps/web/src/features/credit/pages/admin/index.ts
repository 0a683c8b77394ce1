/** The admin credit screens (/admin/cl/*), loaded together on first use. */
export { AdminCreditHomePage } from './admin-credit-home-page';
export { AdminApplicationsPage } from './admin-applications-page';
export { AdminApplicationPage } from './admin-application-page';
export { AdminFacilitiesPage } from './admin-facilities-page';
export { AdminFacilityPage } from './admin-facility-page';
export { AdminCompaniesPage } from './admin-companies-page';
export { AdminSetLimitPage } from './admin-set-limit-page';

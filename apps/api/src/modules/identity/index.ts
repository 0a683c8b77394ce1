/** The public face of the identity module: the only file other modules, the app and the seeds import. */
export { loadActor, loadSessionActor } from './auth.service';
export { companiesAdminRoutes } from './companies-admin.routes';
export { identityRoutes } from './identity.routes';
export { issueToken } from './one-time-token.service';
export { verifySecret } from './passwords';
export { profileRoutes } from './profile.routes';
export { recoveryRoutes } from './recovery.routes';
export { registrationRoutes } from './registration.routes';
export { register } from './registration.service';
export { userManagementRoutes } from './user-management.routes';
export { createCompanyWithUsers } from './users.service';

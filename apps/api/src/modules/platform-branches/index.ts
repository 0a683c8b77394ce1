/** The public face of the platform branches module (BinaMart's offices and collection points). */
export { platformBranchRoutes } from './platform-branch.routes';
export { createPlatformBranch, listActivePlatformBranches } from './platform-branch.service';
export type { PlatformBranchDeps } from './platform-branch.service';

/** The public face of the platform branches feature: BinaMart's offices and collection points for other pages. */
export { VisitUs } from './components/visit-us';
export { MapPlatformBranches } from './components/map-platform-branches';

/** The public face of the sites module (a buyer company's construction projects): the only file others import. */
export { siteRoutes } from './site.routes';
export {
  assertCompanyProject,
  companyProjectRef,
  createCompanyProject,
  makeFavourite,
  siteDetailsFor,
} from './site.service';

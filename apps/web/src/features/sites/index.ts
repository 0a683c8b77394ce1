/** The public face of the sites feature (a buyer company's construction projects): pages and the picker. */
export { SitesPage } from './pages/sites-page';
export { SitePicker } from './components/site-picker';
export { useCompanyProjects } from './api/sites-api';

/** The public face of the content module: the only file other modules, the app and the seeds import. */
export { contentRoutes } from './content.routes';

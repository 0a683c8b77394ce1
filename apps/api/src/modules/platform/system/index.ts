/** The public face of the platform/system module: the only file other modules, the app and the seeds import. */
export { systemRoutes } from './system.routes';

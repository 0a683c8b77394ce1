/** The public face of the platform/jobs module: the administrators' view of the job engine. */
export { jobsRoutes } from './jobs.routes';

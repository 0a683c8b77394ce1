/** The public face of the hub module: the only file other modules, the app and the seeds import. */
export { hubRoutes } from './hub.routes';
export { createBranch, createDeliveryRate, hasHub, registerHub } from './hub.service';

/** The public face of the logistics/acknowledgement module: the only file other modules, the app and the seeds import. */
export { acknowledgementRoutes } from './acknowledgement.routes';
export { signatureBytes } from './signature';
export { acknowledgeDelivery } from './acknowledgement.service';

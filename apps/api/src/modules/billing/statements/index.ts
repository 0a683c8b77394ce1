/** The public face of the billing/statements module: the only file other modules, the app and the seeds import. */
export { statementRoutes } from './statement.routes';
export { getStatement } from './statement.service';

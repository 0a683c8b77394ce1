export * from './identity';
export * from './catalog';
export * from './content';
export * from './files';
export * from './messaging';
export * from './commerce';
export * from './credit';
export * from './invoices';

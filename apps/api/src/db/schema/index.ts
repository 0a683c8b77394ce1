export * from './identity';
export * from './catalog';
export * from './content';

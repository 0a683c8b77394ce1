/** The public face of the directory module (the public list of verified suppliers): the only file others import. */
export { directoryRoutes } from './directory.routes';

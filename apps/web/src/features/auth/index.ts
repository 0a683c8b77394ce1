/** The public face of the auth feature: what other features and the app use (the router loads its pages itself). */
export { signOut } from './api/sign-out';

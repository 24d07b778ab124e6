export { App } from './app/app';
export { BASENAME, routes } from './app/routes';

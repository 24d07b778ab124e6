export { App } from './app/app';
export { BASENAME, pathOf, routes } from './app/routes';
export { SCREEN_ROUTES } from './app/route-layouts';
export { makeStore } from './app/store/make-store';

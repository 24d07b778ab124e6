// The screens the app draws itself (docs/architecture/screens.md). Home is in the first load; the
// others share one chunk, so the first load pays for one dynamic import.
import { defineScreen } from '@mweb/api-client/screens';
import { HomePage } from './home/home-page';

const pages = () => import('./app-pages');

export const appScreens = [
  defineScreen({
    name: 'home',
    load: { Component: HomePage },
    title: 'menu.home',
    // Home has its own header, with the logo.
    layout: { banner: true, header: false },
    access: 'guest',
  }),
  defineScreen({
    name: 'app',
    load: () => pages().then((module) => ({ Component: module.AppDownloadPage })),
    title: 'title.app_download',
    layout: { header: false, bottomMenu: false },
    access: 'guest',
  }),
  // The user agreement reads as a document.
  defineScreen({
    name: 'agreement',
    load: () => pages().then((module) => ({ Component: module.AgreementPage })),
    title: 'title.user_agreement',
    layout: { bottomMenu: false },
    access: 'guest',
  }),
  // The outer-app screen is one step on the way to the phone's browser.
  defineScreen({
    name: 'outerApp',
    load: () => pages().then((module) => ({ Component: module.OuterAppPage })),
    title: 'title.outer_app',
    layout: { bottomMenu: false },
    access: 'guest',
  }),
];

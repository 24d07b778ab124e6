// The screens this feature gives the app (docs/architecture/screens.md), each loaded only when
// first opened, each in a chunk of its own: the login page is the most opened page after home, and
// carries none of the others' code.
import { defineScreen } from '@mweb/api-client/screens';
import { askFirstSlideChallenge } from './forms/first-slide-challenge';

/** Steps of a flow that draw their own top: no header, no bottom menu, back goes home. */
const FLOW = { header: false, bottomMenu: false, back: 'home' } as const;

export const authScreens = [
  defineScreen({
    name: 'login',
    load: () => {
      // The slide check's picture, the page's largest paint, is asked for beside the page's code.
      askFirstSlideChallenge();
      return import('./login/login-page').then((module) => ({ Component: module.LoginPage }));
    },
    title: 'title.login',
    layout: FLOW,
    access: 'guest',
  }),
  defineScreen({
    name: 'register',
    load: () =>
      import('./register/register-page').then((module) => ({ Component: module.RegisterPage })),
    title: 'title.register',
    layout: FLOW,
    access: 'guest',
  }),
  defineScreen({
    name: 'trial',
    load: () => import('./trial/trial-page').then((module) => ({ Component: module.TrialPage })),
    title: 'title.trial',
    layout: { back: 'home' },
    access: 'guest',
  }),
  defineScreen({
    name: 'forget',
    load: () => import('./forget/forget-page').then((module) => ({ Component: module.ForgetPage })),
    title: 'title.forget',
    layout: FLOW,
    access: 'guest',
  }),
  defineScreen({
    name: 'changePsw',
    load: () =>
      import('./change-password/change-password-page').then((module) => ({
        Component: module.ChangePasswordPage,
      })),
    title: 'title.change_password',
    layout: { bottomMenu: false },
    access: 'realMember',
  }),
  defineScreen({
    name: 'memberHome',
    load: () =>
      import('./member/member-centre-page').then((module) => ({
        Component: module.MemberCentrePage,
      })),
    title: 'title.member_centre',
    access: 'realMember',
    trial: 'register',
  }),
  defineScreen({
    name: 'security',
    load: () =>
      import('./security/security-page').then((module) => ({ Component: module.SecurityPage })),
    title: 'title.security',
    layout: { bottomMenu: false },
    access: 'realMember',
    trial: 'register',
  }),
];

/**
 * The logout confirmation (`LogoutDialog`) for the home header, whose sidebar asks for it: loaded
 * on its first opening, so that the first load does not carry a dialog no player sees on arrival.
 */
export const loadLogoutDialog = () => import('./logout/logout-dialog');

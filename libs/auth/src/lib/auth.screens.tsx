// The screens this feature gives the app, each loaded only when first opened.
import type { FeatureScreens } from '@mweb/api-client';
import { askFirstSlideChallenge } from './forms/first-slide-challenge';

export const authScreens = {
  login: () => {
    // The slide check's picture, the page's largest paint, is asked for beside the page's code.
    askFirstSlideChallenge();
    return import('./login/login-page').then((module) => ({ Component: module.LoginPage }));
  },
  register: () =>
    import('./register/register-page').then((module) => ({ Component: module.RegisterPage })),
  trail: () => import('./trial/trial-page').then((module) => ({ Component: module.TrialPage })),
  forget: () => import('./forget/forget-page').then((module) => ({ Component: module.ForgetPage })),
  changePsw: () =>
    import('./change-password/guarded-change-password').then((module) => ({
      Component: module.GuardedChangePasswordPage,
    })),
  memberHome: () =>
    import('./member/member-centre-page').then((module) => ({
      Component: module.MemberCentrePage,
    })),
} satisfies FeatureScreens;

/**
 * The logout confirmation (`LogoutDialog`) for the home header, whose sidebar asks for it: loaded
 * on its first opening, so that the first load does not carry a dialog no player sees on arrival.
 */
export const loadLogoutDialog = () => import('./logout/logout-dialog');

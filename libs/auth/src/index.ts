export { authScreens, loadLogoutDialog } from './lib/auth.screens';
export { AgreementView } from './lib/agreement/agreement-view';

// The app's own screens besides home, in one chunk loaded on first use (as each feature's pages).
export { AppDownloadPage } from './installed/app-download-page';
export { AgreementPage } from './agreement/agreement-page';
export { OuterAppPage } from './outer-app/outer-app-page';

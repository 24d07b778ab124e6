// The site: the brand's configuration and system status, and the member's preferences (theme, language).
export { SystemStatus } from './lib/system-status';
export type { SystemStatusCode } from './lib/system-status';
export {
  initialSite,
  selectAppDownload,
  selectCustomerService,
  selectFlag,
  selectImageCdn,
  selectLanguageOffers,
  selectMaintenanceEndTime,
  selectMerchantCode,
  selectRegisterMethod,
  selectResources,
  selectSystemStatus,
  selectTemplates,
} from './lib/site/site.slice';
export type {
  DeviceHeader,
  LanguageOffers,
  RegisterMethod,
  Resource,
  SiteState,
} from './lib/site/site.slice';
export { selectSaferGambling } from './lib/site/safer-gambling-config';
export {
  downloadBarClosed,
  languageChosen,
  selectHideDownloadBar,
  selectLanguage,
  selectTheme,
  themeChosen,
} from './lib/preferences/preferences.slice';

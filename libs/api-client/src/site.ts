// The site: the brand's configuration and system status, and the member's preferences (theme, language).
export { SystemStatus, systemStatusOf } from './lib/system-status';
export type { SystemStatusCode } from './lib/system-status';
export {
  initialSite,
  selectAppDownload,
  selectCustomerService,
  selectFlag,
  selectFlags,
  selectImageCdn,
  selectMaintenanceEndTime,
  selectMerchantCode,
  selectRegisterMethod,
  selectResources,
  selectMountedScreens,
  selectSystemStatus,
  selectTemplates,
  siteConfigured,
  siteSlice,
  statusReceived,
} from './lib/site/site.slice';
export type { DeviceHeader, RegisterMethod, Resource, SiteState } from './lib/site/site.slice';
export { customerServiceLinks, flattenWhitelabel, pickImageCdn } from './lib/site/site-config';
export type { CustomerServiceLink } from './lib/site/site-config';
export {
  defaultPreferences,
  downloadBarClosed,
  languageChosen,
  preferencesSlice,
  selectHideDownloadBar,
  selectLanguage,
  selectTheme,
  themeChosen,
  themeToggled,
} from './lib/preferences/preferences.slice';
export type { PreferencesState } from './lib/preferences/preferences.slice';

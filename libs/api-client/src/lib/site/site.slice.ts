import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SaferGamblingConfig, SystemStatusValue, WhitelabelNode } from '@mweb/api-contract';
import { HEADER_LANGUAGES, LOGIN_LANGUAGES, MEMBER_LANGUAGES, type LanguageCode } from '@mweb/i18n';
import type { ScreenName } from '../screens/screens';
import { systemStatusOf, type SystemStatusCode } from '../system-status';
import {
  customerServiceLinks,
  flattenWhitelabel,
  pickImageCdn,
  type CustomerServiceEntry,
  type CustomerServiceLink,
  type DecryptedServicePaths,
} from './site-config';

/** The `Device` header a login or registration carries, by how the app runs. */
export type DeviceHeader = 'IPAD' | 'PWA' | 'WEBCLIP' | 'OTHERS';

/** How this registration reached the gateway (SPEC.md section 3, `registerMethod`). */
export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

export interface Resource {
  resourceType: string;
  url: string;
}

/** Which languages each screen offers, by the brand's configuration (SPEC.md section 1's defaults). */
export interface LanguageOffers {
  /** The login page's picker: CN, EN, TH, VI by default. */
  login: readonly LanguageCode[];
  /** The header's switch: EN and UR by default. */
  header: readonly LanguageCode[];
  /** The member centre's setting: every language the brand enables (all of them by default). */
  member: readonly LanguageCode[];
}

export interface SiteState {
  /** The operator's merchant code, sent as the `Merchant` header. */
  merchantCode: string;
  /** Where the gateway is: '' for the page's own origin (production), a full origin in tests. */
  gatewayOrigin: string;
  device: DeviceHeader | null;
  /** The registration payload's `registerMethod`, by how the app runs. */
  registerMethod: RegisterMethod;
  /**
   * The screens the app mounts. Links ask it (`useScreenPath`), so features link to each other's
   * screens without importing each other, and nothing links to a screen that is not built.
   */
  mountedScreens: readonly ScreenName[];
  /**
   * Hosts (or origins) besides the platform's that the operator trusts for automatic redirects
   * (chat, lottery and other external services), from the deployment's configuration.
   */
  trustedHosts: readonly string[];
  /** The status answer's `launchGameCDNs`, as sent: where game launches may go. */
  launchGameCdns: readonly string[];
  /** The status answer's `lotteryH5Url`: where /m/lotto-h5 frames the lottery client (unset: none). */
  lotteryH5Url?: string | undefined;
  /** Whitelabel flags by module id (USERNAMEREG3, CBS3, ...). */
  flags: Record<string, boolean>;
  templates: Record<string, string>;
  /** The status answer's customer-service entries, as sent (type '3' paths encrypted). */
  customerServiceEntries: CustomerServiceEntry[];
  decryptedServicePaths: DecryptedServicePaths;
  /** The entries with usable links, derived from the two above. */
  customerService: CustomerServiceLink[];
  resources: Resource[];
  imageCdn: string | null;
  ip: string | null;
  /** 0 normal, 1 maintenance, 2 region restriction; null until a status is known. */
  systemStatus: SystemStatusCode | null;
  maintenanceEndTime: string | null;
  /** When the status now in the state was fetched (epoch ms), for the background refresh. */
  statusFetchedAt: number | null;
  /** The app window switch, and whether downloads are offered to logged-in members only. */
  appDownload: { enabled: boolean; loggedInOnly: boolean };
  /** Which safer-gambling tools the brand turns on, as the status answer says (null: it does not). */
  saferGambling: SaferGamblingConfig | null;
  /** Which languages the screens offer, from the deployment's configuration. */
  languages: LanguageOffers;
}

/** A list of the status answer, without the entries that are not `keep`'s: absent or broken is empty. */
function listIn<Entry>(list: unknown, keep: (entry: unknown) => entry is Entry): Entry[] {
  return Array.isArray(list) ? list.filter(keep) : [];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isServiceEntry = (entry: unknown): entry is CustomerServiceEntry =>
  isObject(entry) && isText(entry['csType']) && isText(entry['path']);
const isResource = (entry: unknown): entry is Resource =>
  isObject(entry) && isText(entry['resourceType']) && isText(entry['url']);
const isWhitelabelNode = (entry: unknown): entry is WhitelabelNode =>
  isObject(entry) &&
  isText(entry['modId']) &&
  (entry['childrenNodes'] === undefined ||
    (Array.isArray(entry['childrenNodes']) && entry['childrenNodes'].every(isWhitelabelNode)));

export const initialSite: SiteState = {
  merchantCode: 'demo',
  gatewayOrigin: '',
  device: null,
  registerMethod: 'H5',
  mountedScreens: [],
  trustedHosts: [],
  launchGameCdns: [],
  flags: {},
  templates: {},
  customerServiceEntries: [],
  decryptedServicePaths: {},
  customerService: [],
  resources: [],
  imageCdn: null,
  ip: null,
  systemStatus: null,
  maintenanceEndTime: null,
  statusFetchedAt: null,
  appDownload: { enabled: true, loggedInOnly: false },
  saferGambling: null,
  languages: { login: LOGIN_LANGUAGES, header: HEADER_LANGUAGES, member: MEMBER_LANGUAGES },
};

export const siteSlice = createSlice({
  name: 'site',
  initialState: initialSite,
  reducers: {
    /** The deployment's configuration, applied once when the store is made. */
    siteConfigured: (
      state,
      action: PayloadAction<
        Partial<
          Pick<
            SiteState,
            | 'merchantCode'
            | 'gatewayOrigin'
            | 'device'
            | 'registerMethod'
            | 'mountedScreens'
            | 'trustedHosts'
            | 'languages'
          >
        >
      >,
    ) => ({
      ...state,
      ...action.payload,
    }),
    /** Type '3' customer-service paths, decrypted once the cipher has loaded. */
    servicePathsDecrypted: (state, action: PayloadAction<DecryptedServicePaths>) => {
      state.decryptedServicePaths = { ...state.decryptedServicePaths, ...action.payload };
      state.customerService = customerServiceLinks(
        state.customerServiceEntries,
        state.decryptedServicePaths,
      );
    },
    /** A status answer, fresh from the gateway or from the cache of the last one. */
    statusReceived: {
      reducer: (
        state,
        action: PayloadAction<{ value: SystemStatusValue; fetchedAt: number; random: number }>,
      ) => {
        const { value, fetchedAt, random } = action.payload;
        // Each list is checked on its own: a broken one empties its own part (no customer
        // service, no downloads) and the rest of the status still applies.
        const { info } = value;
        state.flags = flattenWhitelabel(listIn(info.whitelabel, isWhitelabelNode));
        state.templates = value.info.mobileTemplate ?? {};
        state.customerServiceEntries = listIn(info.customerService, isServiceEntry);
        state.customerService = customerServiceLinks(
          state.customerServiceEntries,
          state.decryptedServicePaths,
        );
        state.resources = listIn(info.resources, isResource);
        state.launchGameCdns = listIn(info.launchGameCDNs, isText);
        state.lotteryH5Url = info.lotteryH5Url;
        state.imageCdn = pickImageCdn(listIn(info.imageCDNs, isText), state.imageCdn, () => random);
        state.ip = value.location.ip;
        state.systemStatus = systemStatusOf(value);
        state.maintenanceEndTime = value.maintenance.content?.data?.endTime ?? null;
        state.statusFetchedAt = fetchedAt;
        // A gateway that does not say means on, for everyone.
        state.appDownload = value.info.appDownload ?? { enabled: true, loggedInOnly: false };
        state.saferGambling = value.info.saferGambling ?? null;
      },
      // The clock and the random draw happen here, so the reducer stays pure.
      prepare: (value: SystemStatusValue, fetchedAt: number = Date.now()) => ({
        payload: { value, fetchedAt, random: Math.random() },
      }),
    },
  },
  selectors: {
    selectMerchantCode: (state) => state.merchantCode,
    selectFlags: (state) => state.flags,
    selectSystemStatus: (state) => state.systemStatus,
    selectCustomerService: (state) => state.customerService,
    selectResources: (state) => state.resources,
    selectImageCdn: (state) => state.imageCdn ?? '',
    selectTemplates: (state) => state.templates,
    selectMaintenanceEndTime: (state) => state.maintenanceEndTime,
    selectAppDownload: (state) => state.appDownload,
    selectRegisterMethod: (state) => state.registerMethod,
    selectMountedScreens: (state) => state.mountedScreens,
    selectLanguageOffers: (state) => state.languages,
  },
});

export const { servicePathsDecrypted, siteConfigured, statusReceived } = siteSlice.actions;
export const {
  selectMerchantCode,
  selectFlags,
  selectSystemStatus,
  selectCustomerService,
  selectResources,
  selectImageCdn,
  selectTemplates,
  selectMaintenanceEndTime,
  selectAppDownload,
  selectRegisterMethod,
  selectMountedScreens,
  selectLanguageOffers,
} = siteSlice.selectors;

/** Whether a whitelabel flag is on; an absent flag is off. */
export const selectFlag = (state: { site: SiteState }, modId: string): boolean =>
  state.site.flags[modId] === true;

// The one data-access lib: the RTK Query api and its endpoints, the session, site and preference
// slices, storage, the device id and remembered credentials, and the member-type rules.
export { api, TAG_TYPES } from './lib/base/base-api';
export { RATE_LIMITED_CODE, asksForCaptcha, isApiError } from './lib/base/api-error';
export type { ApiError, ClientFailure } from './lib/base/api-error';
export {
  DEFAULT_TIMEOUT_MS,
  LOTTERY_LAUNCH_TIMEOUT_MS,
  THROTTLE_MS,
  createGatewayBaseQuery,
  gatewayBaseQuery,
} from './lib/base/gateway-base-query';
export type {
  GatewayArgs,
  GatewayBaseQueryOptions,
  GatewayState,
} from './lib/base/gateway-base-query';
export type { ArgOf, CallArg, CallValue, ValueOf } from './lib/base/call-types';
export { callsFor } from './lib/base/call-endpoint';
export type {
  CallMutationOptions,
  CallQueryOptions,
  GatewayBuilder,
} from './lib/base/call-endpoint';
export { itemAndList, itemTags, listTag } from './lib/base/tags';
export {
  afterFirstContentfulPaint,
  bootedDispatch,
  nextTask,
  setBootedDispatch,
  whenIdle,
} from './lib/scheduling/scheduling';
export { useAfterFirstCommit } from './lib/scheduling/use-after-first-commit';
export { useAfterFirstPaint } from './lib/scheduling/use-after-first-paint';
export { useAnswerSelector } from './lib/base/use-answer-selector';
export type { ItemTag } from './lib/base/tags';
export type { TagType } from './lib/base/base-api';
export {
  DEFAULT_MEMBER_TYPE,
  getsContractPrompts,
  isAgent,
  isRealMember,
  isTrial,
  memberTypeOf,
  seesAnnouncementsTab,
} from '@mweb/api-contract/client';
// A promotion application's image limits: the client checks what the platform enforces.
export {
  IMAGE_SNIFF_BYTES,
  MAX_PROMOTION_IMAGE_BYTES,
  MAX_PROMOTION_IMAGES,
  sniffImageType,
} from '@mweb/api-contract/client';
export type { PromotionImageType } from '@mweb/api-contract/client';
// The request and entity types of the calls this lib serves: features take them from here.
export type {
  Announcement,
  Balance,
  BankCard,
  CallId,
  Country,
  DepositChannel,
  DepositOrder,
  Game,
  GameListQuery,
  HelpArticle,
  InboxMessage,
  LoginBody,
  LotteryGame,
  MemberInfo,
  Order,
  Promotion,
  RegisterBody,
  SessionValue,
  SystemStatusValue,
  WithdrawOrder,
} from '@mweb/api-contract';
export { SystemStatus, systemStatusOf } from './lib/system-status';
export type { SystemStatusCode } from './lib/system-status';
export {
  emptySession,
  selectIsLoggedIn,
  selectIsRealMember,
  selectIsTrial,
  selectMemberType,
  selectSession,
  selectToken,
  selectUserName,
  sessionCleared,
  sessionExpired,
  sessionSlice,
  sessionStarted,
} from './lib/session/session.slice';
export type { SessionState } from './lib/session/session.slice';
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
export { hostOf, hostsOf, judgeUrl, urlPolicyOf } from './lib/leaving/url-policy';
export type { UrlPolicy, UrlPurpose, UrlRefusal, UrlVerdict } from './lib/leaving/url-policy';
export {
  leaveConfirmationRequested,
  leaveConfirmationSettled,
  leaveRefusalShown,
  leaveRefused,
  leavingSlice,
  selectLeaveConfirmation,
  selectLeaveRefusal,
} from './lib/leaving/leaving.slice';
export type {
  LeaveConfirmation,
  LeaveRefusalReason,
  LeavingState,
} from './lib/leaving/leaving.slice';
export { browserOpeners, useLeaveApp } from './lib/leaving/use-leave-app';
export { inNativeWrapper, postToWrapper } from './lib/leaving/native-bridge';
export type { BridgeHost, NativeCommand, NativeMessage } from './lib/leaving/native-bridge';
export type { LeaveApp, UrlOpeners } from './lib/leaving/use-leave-app';
export { BASENAME, SCREEN_NAMES, SCREEN_PATHS, screenPath } from './lib/screens/screens';
export type { LazyScreen, ScreenName, ScreenQuery } from './lib/screens/screens';
export { defineScreen } from './lib/screens/screen-record';
export type {
  BackTarget,
  ScreenLayout,
  ScreenRecord,
  ScreenSpec,
} from './lib/screens/screen-record';
export type {
  HomeComponent,
  HomeLoad,
  HomePartRecord,
  HomeSectionProps,
  HomeSectionRecord,
  HomeSectionTiming,
  HomeSlotName,
} from './lib/screens/home-section-record';
export { ScreenLink, useScreenPath, useScreenPaths } from './lib/screens/screen-link';
export type { ScreenLinkProps, ScreenPaths } from './lib/screens/screen-link';
export {
  REFUSAL_KEYS,
  REFUSAL_NOTICE_MS,
  accessRefusalShown,
  accessSlice,
  accessVerdict,
  selectAccessRefusal,
} from './lib/access/access';
export type { AccessState, AccessVerdict, ScreenAccess, TrialRefusal } from './lib/access/access';
export { useAccess, useAccessVerdict } from './lib/access/use-access';
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
export { browserStorageAreas, createTypedStorage, storage } from './lib/storage/storage';
export type { StorageAreas, TypedStorage } from './lib/storage/storage';
export { loginDeviceId, randomUuid } from './lib/device/device-id';
export { recallCredentials, rememberCredentials } from './lib/device/credentials';
export type { Credentials } from './lib/device/credentials';
export { forgetCredentials, rememberedName } from './lib/device/remembered-login';
export { loadCredentials } from './lib/device/load-credentials';
export type { LoginMethod, RememberedName } from './lib/device/remembered-login';
export { createPersistenceListener, loadPersistedState } from './lib/store/persistence';
export type { PersistedState } from './lib/store/persistence';
export {
  apiClientAutoBatch,
  apiClientMiddleware,
  apiClientReducers,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from './lib/store/api-client-store';
export type { ApiClientDispatch, ApiClientState } from './lib/store/api-client-store';
export {
  accountApi,
  useLogoutMutation,
  useRenewSessionMutation,
  useSetMemberLanguageMutation,
  useMemberInfoQuery,
  useSlideChallengeQuery,
} from './lib/endpoints/account.api';
export {
  accountFormsApi,
  useLoginMutation,
  useLoginVerificationMutation,
  useFreePlayMutation,
  useCreateTrialAccountMutation,
  useRegisterMutation,
  useRegisterMobileMutation,
  useRegistrationSettingsQuery,
  useCommonPatternsQuery,
  useCaptchaQuery,
  useLazyValidateUsernameQuery,
  useLazyValidateEmailQuery,
  useSendRegisterSmsMutation,
  useSendSmsMutation,
  useVerifySmsMutation,
  useChangePasswordMutation,
  useSetPasswordByPhoneMutation,
  useLazyCheckAffiliateQuery,
  useMyAffiliateCodeQuery,
  useHeadIconQuery,
  useSetHeadIconMutation,
  useSystemCountriesQuery,
} from './lib/endpoints/account-forms.api';
export {
  securityApi,
  useSecurityConfigQuery,
  useSetPaymentPasswordMutation,
  useBindBankCardMutation,
  useSecurityQuestionsQuery,
  useSetSecurityQuestionMutation,
  useBindEmailMutation,
  useSetPayeeNameMutation,
} from './lib/endpoints/security.api';
export {
  contentApi,
  useSystemStatusQuery,
  useAnnouncementsQuery,
  useMarkAnnouncementReadMutation,
  useAnnouncementUnreadCountQuery,
  useTemplatesQuery,
} from './lib/endpoints/content.api';
export {
  contentPagesApi,
  usePopularAnnouncementsQuery,
  useLobbyNewsQuery,
  useHelpCenterQuery,
  useWinnerBoardQuery,
} from './lib/endpoints/content-pages.api';
export {
  promotionsApi,
  usePromotionsQuery,
  useUnclaimedRewardsQuery,
  useApplyPromotionMutation,
  useClaimRewardMutation,
} from './lib/endpoints/promotions.api';
export type { PromotionApplication } from './lib/endpoints/promotions.api';
export {
  contractsApi,
  useFundsConsolidatedQuery,
  useDailySalaryContractQuery,
  useAnswerDailySalaryContractMutation,
  useDividendContractQuery,
  useAnswerDividendContractMutation,
  useHourlySalaryContractQuery,
  useAnswerHourlySalaryContractMutation,
  useTeamKpiQuery,
  useDownlineQuery,
  useDownlineRebatesQuery,
  useDailySalaryRecordsQuery,
  useRebateSettingsQuery,
  useSetDownlineRebateMutation,
  useQuotasQuery,
  useAffiliateUrlsQuery,
} from './lib/endpoints/contracts.api';
export {
  gamesApi,
  useVendorGameTypesQuery,
  useVendorsByMerchantQuery,
  useGameListQuery,
  useLazyGameListQuery,
  useFavouriteIdsQuery,
  useFavouriteListQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useRecentGamesQuery,
  useAddRecentGameMutation,
  useHotGamesQuery,
  useLaunchGameMutation,
  useTrialGameLaunchMutation,
} from './lib/endpoints/games.api';
export {
  lotteryApi,
  useLotteryMenuQuery,
  useVnLotteryMenuQuery,
  useVnRecentLotteriesQuery,
  useOpenedNumerosQuery,
  useVnOpenedNumerosQuery,
} from './lib/endpoints/lottery.api';
export {
  messagesApi,
  useInboxUnreadCountQuery,
  useChatUnreadCountQuery,
  useLaunchChatMutation,
  useLiveModelsQuery,
  useInboxListQuery,
  useMarkInboxReadMutation,
  useDeleteInboxMessageMutation,
} from './lib/endpoints/messages.api';
export {
  recordsApi,
  useOrdersQuery,
  useOrderDetailQuery,
  useCancelSubOrderMutation,
  useThirdPartyRecordsQuery,
} from './lib/endpoints/records.api';
export {
  isDepositAccepted,
  walletApi,
  useBalanceQuery,
  useTransferMutation,
  useTransactionsQuery,
} from './lib/endpoints/wallet.api';
export {
  walletOrdersApi,
  useDepositChannelsQuery,
  useDepositPromosQuery,
  useDepositMutation,
  useDepositRecordsQuery,
  useBankCardsQuery,
  useWithdrawMutation,
  useWithdrawInfoQuery,
  useWithdrawReportQuery,
  useCashbackInfoQuery,
  useClaimCashbackMutation,
} from './lib/endpoints/wallet-orders.api';
export { lotteryPlayType } from './lib/lottery/play-type';
export type { LotteryPlayType } from './lib/lottery/play-type';
export { hasAppHistory, useBack } from './lib/screens/use-back';
export { MAX_MINOR, formatMinor, minor, parseAmountText, toMinor, toWire } from './lib/money/money';
export type { AmountTextProblem, Minor, MoneyPattern } from './lib/money/money';

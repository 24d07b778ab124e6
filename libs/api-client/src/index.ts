// The calls: the one RTK Query api, its endpoints' hooks, the typed errors, and the entity and
// request types features take from here. The other concerns have entries of their own:
// `/session`, `/site`, `/screens`, `/leaving`, `/money`, `/storage`, `/store`, `/scheduling`.
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
export { useAnswerSelector } from './lib/base/use-answer-selector';
export type { ItemTag } from './lib/base/tags';
export type { TagType } from './lib/base/base-api';
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

// The calls: the one RTK Query api, its endpoints' hooks, the typed errors, and the entity and
// request types features take from here. The other concerns have entries of their own:
// `/session`, `/site`, `/screens`, `/leaving`, `/money`, `/storage`, `/store`, `/scheduling`.
export { api } from './lib/base/base-api';
export { RATE_LIMITED_CODE, asksForCaptcha, isApiError } from './lib/base/api-error';
export type { ArgOf, ValueOf } from './lib/base/call-types';
export { useAnswerSelector } from './lib/base/use-answer-selector';
// A promotion application's image limits: the client checks what the platform enforces.
export {
  IMAGE_SNIFF_BYTES,
  MAX_AVATAR_BYTES,
  MAX_PROMOTION_IMAGE_BYTES,
  MAX_PROMOTION_IMAGES,
  sniffImageType,
} from '@mweb/api-contract/client';
// The request and entity types of the calls this lib serves: features take them from here.
export type {
  Announcement,
  BankCard,
  DepositChannel,
  DepositOrder,
  Game,
  HelpArticle,
  InboxMessage,
  LoginChallenge,
  LotteryGame,
  Order,
  Promotion,
  SaferStatusValue,
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
  useLoginMutation,
  useLoginVerificationMutation,
  usePasskeyLoginOptionsMutation,
  usePasskeyLoginMutation,
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
  useChangePasswordMutation,
  useSetPasswordByPhoneMutation,
  useLazyCheckAffiliateQuery,
  useMyAffiliateCodeQuery,
  useHeadIconQuery,
  useSetHeadIconMutation,
  useSystemCountriesQuery,
} from './lib/endpoints/account-forms.api';
export {
  useSecurityConfigQuery,
  useSetPaymentPasswordMutation,
  useBindBankCardMutation,
  useSecurityQuestionsQuery,
  useSetSecurityQuestionMutation,
  useBindEmailMutation,
  useSendEmailCodeMutation,
  useSetPayeeNameMutation,
  usePasskeyConfirmOptionsMutation,
  usePasskeyRegisterOptionsMutation,
  useRegisterPasskeyMutation,
  usePasskeysQuery,
  useRemovePasskeyMutation,
} from './lib/endpoints/security.api';
export {
  contentApi,
  useSystemStatusQuery,
  useAnnouncementsQuery,
  useMarkAnnouncementReadMutation,
  useAnnouncementUnreadCountQuery,
} from './lib/endpoints/content.api';
export { useHelpCenterQuery, useWinnerBoardQuery } from './lib/endpoints/content-pages.api';
export {
  usePromotionsQuery,
  useUnclaimedRewardsQuery,
  useApplyPromotionMutation,
  useClaimRewardMutation,
} from './lib/endpoints/promotions.api';
export {
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
  useVendorsByMerchantQuery,
  useLazyGameListQuery,
  useFavouriteIdsQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useAddRecentGameMutation,
  useHotGamesQuery,
  useLaunchGameMutation,
} from './lib/endpoints/games.api';
export {
  useLotteryMenuQuery,
  useVnRecentLotteriesQuery,
  useOpenedNumerosQuery,
} from './lib/endpoints/lottery.api';
export {
  messagesApi,
  useInboxUnreadCountQuery,
  useChatUnreadCountQuery,
} from './lib/endpoints/messages.api';
export {
  useLaunchChatMutation,
  useInboxListQuery,
  useMarkInboxReadMutation,
  useDeleteInboxMessageMutation,
} from './lib/endpoints/messages-pages.api';
export {
  useOrdersQuery,
  useOrderDetailQuery,
  useCancelSubOrderMutation,
  useThirdPartyRecordsQuery,
} from './lib/endpoints/records.api';
export {
  isDepositAccepted,
  useBalanceQuery,
  useTransactionsQuery,
} from './lib/endpoints/wallet.api';
export {
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
export {
  useSaferStatusQuery,
  useSaferHistoryQuery,
  useSetDepositLimitMutation,
  useConfirmDepositLimitMutation,
  useSetRealityCheckMutation,
  useTakeBreakMutation,
  useSelfExcludeMutation,
  usePanicLockMutation,
} from './lib/endpoints/safer.api';
// A refusal for a break, an exclusion or a deposit limit, with its dates and amounts; and the
// choices the safer-gambling screen offers, as the platform checks them.
export { saferRefusalOf } from './lib/safer/safer-refusal';
export {
  DEPOSIT_LIMIT_PERIODS,
  MAX_BREAK_DAYS,
  SELF_EXCLUSION_TERMS,
} from '@mweb/api-contract/client';
export type { DepositLimitPeriod, SelfExclusionTerm } from '@mweb/api-contract/client';
export { lotteryPlayType } from './lib/lottery/play-type';
export type { LotteryPlayType } from './lib/lottery/play-type';

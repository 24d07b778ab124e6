// The promotion calls, made by the promotions screens and the home page's below-the-fold popup:
// kept out of content.api.ts, which the first load carries.
import {
  CONTENT_APPLY_PROMOTION,
  CONTENT_CLAIM_REWARD,
  CONTENT_PROMOTIONS,
  CONTENT_UNCLAIMED_REWARDS,
  PROMOTION_IMAGE_FIELD,
} from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import type { ArgOf } from '../base/call-types';
import { callsFor } from '../base/call-endpoint';
import { itemAndList, itemTags, listTag } from '../base/tags';

const { callMutation, callQuery } = callsFor(
  CONTENT_APPLY_PROMOTION,
  CONTENT_CLAIM_REWARD,
  CONTENT_PROMOTIONS,
  CONTENT_UNCLAIMED_REWARDS,
);

/** An application for a promotion: its fields, and the png or jpg images picked for it. */
export type PromotionApplication = ArgOf<'content.applyPromotion'> & {
  images?: readonly Blob[];
};

export const promotionsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    promotions: callQuery(build, 'content.promotions', {
      providesTags: (promotions) => itemTags('Promotion', promotions, (promotion) => promotion.id),
    }),
    unclaimedRewards: callQuery(build, 'content.unclaimedRewards', {
      providesTags: [listTag('Promotion'), 'Unread'],
    }),
    /** The images travel as multipart file parts beside the fields. */
    applyPromotion: callMutation(build, 'content.applyPromotion', {
      failureShownBy: 'screen',
      data: ({ promotionId, comment }: PromotionApplication) =>
        comment === undefined ? { promotionId } : { promotionId, comment },
      files: ({ images }) => ({ [PROMOTION_IMAGE_FIELD]: images ?? [] }),
      invalidatesTags: (_result, _error, { promotionId }) =>
        itemAndList('Promotion', Number(promotionId), 'Balance', 'Unread'),
    }),
    /** Credits the reward to the balance: the promotion, the balance and the badge change. */
    claimReward: callMutation(build, 'content.claimReward', {
      failureShownBy: 'screen',
      invalidatesTags: (_result, _error, { promotionId }) =>
        itemAndList('Promotion', promotionId, 'Balance', 'Unread'),
    }),
  }),
});

export const {
  usePromotionsQuery,
  useUnclaimedRewardsQuery,
  useApplyPromotionMutation,
  useClaimRewardMutation,
} = promotionsApi;

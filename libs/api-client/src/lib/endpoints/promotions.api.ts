// The promotion calls only the promotions screens make: kept out of content.api.ts, which the
// first load carries.
import { CONTENT_ROUTES } from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';
import { itemAndList } from '../base/tags';

const { callMutation } = callsFor(CONTENT_ROUTES);

export const promotionsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Credits the reward to the balance: the promotion, the balance and the badge change. */
    claimReward: callMutation(build, 'content.claimReward', {
      invalidatesTags: (_result, _error, { promotionId }) =>
        itemAndList('Promotion', promotionId, 'Balance', 'Unread'),
    }),
  }),
});

export const { useClaimRewardMutation } = promotionsApi;

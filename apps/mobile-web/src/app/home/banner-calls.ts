import { contentApi, messagesApi, type ArgOf } from '@mweb/api-client';
import { selectMerchantCode } from '@mweb/api-client/site';
import type { AppStore } from '../store/make-store';

/** The announcements call of home's banners (type B, for phones, of this merchant). */
export function bannerAnnouncementsArg(merchantCode: string): ArgOf<'content.announcements'> {
  return { types: 'B', platform: 'M', merchantCode };
}

/** The live hosts' call: a banner of the m_live group shows only while hosts are on air. */
export const LIVE_HOSTS_ARG: ArgOf<'messages.liveModels'> = { active: 'true' };

/**
 * Sends the banners' calls ahead of the first render: the banner is home's largest paint, and on
 * a slow phone the first render takes long enough for a round trip. The banners' own
 * subscriptions then take these requests over (the same arguments make the same cache entries),
 * so none goes twice. Like every call of home's, they wait for the status answer: call this once
 * it has answered. Settles once both have answered, either way.
 */
export async function sendBannerCalls(store: AppStore): Promise<void> {
  const merchantCode = selectMerchantCode(store.getState());
  await Promise.all([
    store.dispatch(
      contentApi.endpoints.announcements.initiate(bannerAnnouncementsArg(merchantCode), {
        subscribe: false,
      }),
    ),
    store.dispatch(messagesApi.endpoints.liveModels.initiate(LIVE_HOSTS_ARG, { subscribe: false })),
  ]);
}

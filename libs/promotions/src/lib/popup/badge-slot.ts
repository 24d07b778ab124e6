/**
 * Where the home page's reward-centre quick link keeps room for its badge: the link is in the
 * first load, the count and the badge come with the promotions chunk below the fold.
 */
export const REWARD_BADGE_SLOT = 'reward-centre-badge';

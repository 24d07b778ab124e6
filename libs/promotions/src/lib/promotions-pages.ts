// Every screen of this feature, behind one dynamic import.
export { ActivityPage } from './activity/activity-page';
export { RewardCentrePage } from './reward-centre/reward-centre-page';

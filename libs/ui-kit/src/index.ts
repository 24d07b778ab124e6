export { BADGE_MAX, Badge, badgeText } from './lib/badge/badge';
export type { BadgeProps } from './lib/badge/badge';

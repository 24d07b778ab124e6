// In libs/games: a feature using the design system, which the layers allow.
import { badgeText } from '@mweb/ui-kit';

export const text = badgeText(120);

// In libs/games: a feature using the design system, which the layers allow.
import { Button } from '@mweb/ui-kit';

export const button = Button;

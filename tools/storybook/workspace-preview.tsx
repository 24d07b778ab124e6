import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { isScreenTitle } from './libraries';
import { mswLoader } from './msw';
import { uiPreview } from './preview';
import { withScreen } from './screen';

/** Gateway answers for the screen libs' stories; the kit's components call nothing. */
const screenMswLoader: Loader = (context) =>
  isScreenTitle(context.title) ? mswLoader(context) : {};

/** The app's providers around the screen libs' stories only, as their own Storybooks have them. */
const withScreenForScreens: Decorator = (Story, context) =>
  isScreenTitle(context.title) ? withScreen(Story, context) : <Story />;

/**
 * The preview of the workspace's one Storybook: the kit's stories as ui-kit's Storybook shows
 * them, the screens as the feature libs' Storybooks do. What differs per lib and cannot be decided
 * here (a screen's full-screen layout, no docs page) is in each screen story's meta.
 */
export const workspacePreview = {
  ...uiPreview,
  loaders: [...uiPreview.loaders, screenMswLoader],
  decorators: [withScreenForScreens, ...uiPreview.decorators],
} satisfies Preview;

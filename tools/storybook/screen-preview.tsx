import type { Preview } from '@storybook/react-vite';
import { mswLoader } from './msw';
import { uiPreview } from './preview';
import { withScreen } from './screen';

/**
 * The preview of a feature lib's Storybook: everything `uiPreview` does, plus gateway answers from
 * Mock Service Worker and the app's providers around each screen.
 */
export const screenPreview = {
  ...uiPreview,
  loaders: [...uiPreview.loaders, mswLoader],
  // The screen's providers sit inside the translations, as they do in the app.
  decorators: [withScreen, ...uiPreview.decorators],
  parameters: { ...uiPreview.parameters, layout: 'fullscreen' },
} satisfies Preview;

import type { Preview } from '@storybook/react-vite';
import { uiPreview } from '../../../tools/storybook/preview.tsx';

const preview: Preview = {
  ...uiPreview,
  // Storybook reads `tags` from this file without running it, so they are spelled out here.
  tags: ['autodocs'],
};

export default preview;

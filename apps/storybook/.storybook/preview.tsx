import type { Preview } from '@storybook/react-vite';
import { workspacePreview } from '../../../tools/storybook/workspace-preview.tsx';

const preview: Preview = {
  ...workspacePreview,
  // Storybook reads `tags` from this file without running it, so they are spelled out here. The
  // screen stories opt out in their metas: a docs page renders every story at once, and screens
  // would share one set of mocks.
  tags: ['autodocs'],
};

export default preview;

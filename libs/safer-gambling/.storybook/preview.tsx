import type { Preview } from '@storybook/react-vite';
import { screenPreview } from '../../../tools/storybook/screen-preview.tsx';

// No autodocs: a docs page renders every story at once, and they would share one set of mocks.
const preview: Preview = { ...screenPreview, tags: [] };

export default preview;

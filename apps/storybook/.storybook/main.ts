import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceStorybookMain } from '../../../tools/storybook/main.ts';

const config: StorybookConfig = workspaceStorybookMain(import.meta.dirname);

export default config;

import type { StorybookConfig } from '@storybook/react-vite';
import { storybookMain } from '../../../tools/storybook/main.ts';

const config: StorybookConfig = storybookMain(import.meta.dirname);

export default config;

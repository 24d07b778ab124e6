import { storybookVitestConfig } from '../../../tools/storybook/vitest-config.ts';

export default storybookVitestConfig(import.meta.dirname);

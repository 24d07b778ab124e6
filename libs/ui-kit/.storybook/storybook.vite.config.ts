import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Storybook's Vite set-up: React, and workspace libs read from source (the `@mweb/source` condition). */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@mweb/source', ...defaultClientConditions] },
});

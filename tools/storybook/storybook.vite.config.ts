import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolution } from '../build/vite-lib.ts';

/** Storybook's Vite set-up: React, and workspace libs read from source (the `@mweb/source` condition). */
export default defineConfig({
  plugins: [react()],
  ...sourceResolution,
});

import { defineLibConfig } from '../../tools/build/vite-lib.ts';

export default defineLibConfig({ root: import.meta.dirname });

export * from 'vitest';

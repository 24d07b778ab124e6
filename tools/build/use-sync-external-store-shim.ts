// What `use-sync-external-store/shim` gives on React 18 and later: React's own hook. The published
// shim carries a re-implementation for React 17 and earlier, which react-i18next imports and
// every first load would download to never run.
export { useSyncExternalStore } from 'react';

/**
 * react-i18next imports `use-sync-external-store/shim`, a stand-in for React versions before 18 that carries its own
 * copy of the hook; React 19 has it built in, so the production build points that import here (vite.config.ts).
 */
export { useSyncExternalStore } from 'react';

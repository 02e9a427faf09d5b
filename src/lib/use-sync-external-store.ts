// Stands in for the `use-sync-external-store/shim` package in the browser bundle (see build.mjs).
export { useSyncExternalStore } from 'react';

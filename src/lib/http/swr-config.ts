import type { SWRConfiguration } from 'swr';
import { RETRY_ATTEMPTS } from './config.ts';
import { HttpError } from './errors.ts';
import { request } from './request.ts';

/**
 * SWR defaults: no polling, no refetch on focus; an answer is reused for 60 s instead
 * of being fetched again; failed reads retry up to the declared 3 attempts, but never a 4xx.
 */
export const swrConfig: SWRConfiguration = {
  fetcher: (url: string) => request(url),
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  dedupingInterval: 60_000,
  errorRetryCount: RETRY_ATTEMPTS,
  shouldRetryOnError: (error: unknown) => !(error instanceof HttpError && typeof error.kind === 'number' && error.kind < 500),
};

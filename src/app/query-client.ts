import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/http-client.ts';

const MAX_RETRIES = 2;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // A 4xx answer will not change on retry; a dead node or a 5xx might.
        retry: (failures, error) =>
          failures < MAX_RETRIES &&
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server state. The query hooks pass it explicitly rather than through a provider, so TanStack
 * Query loads with the first page that reads the API instead of with the shell.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

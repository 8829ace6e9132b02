import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { api } from './api-client';
import { queryClient } from './query-client';
import type { Api } from './api-client';

type ServiceName = keyof Api;
type OperationName<S extends ServiceName> = keyof Api[S] & string;
type InputOf<S extends ServiceName, O extends OperationName<S>> = Api[S][O] extends (input: infer I) => unknown
  ? I
  : never;
type OutputOf<S extends ServiceName, O extends OperationName<S>> = Api[S][O] extends (
  ...args: never[]
) => Promise<infer R>
  ? R
  : never;

type Caller<S extends ServiceName, O extends OperationName<S>> = (
  input: InputOf<S, O>,
  options: { signal: AbortSignal },
) => Promise<OutputOf<S, O>>;

/** Query options for one operation: the key is [service, operation, input], so equal inputs share a cache entry. */
export function apiQueryOptions<S extends ServiceName, O extends OperationName<S>>(
  service: S,
  operation: O,
  input: InputOf<S, O>,
) {
  // api[service][operation] is one of the union of calls; this names the one picked by S and O.
  const call = api[service][operation] as Caller<S, O>;
  return queryOptions({
    queryKey: [service, operation, input] as const,
    queryFn: ({ signal }) => call(input, { signal }),
  });
}

/** Reads one operation through TanStack Query: `useApiQuery('currency', 'searchCurrencies', { language })`. */
export function useApiQuery<S extends ServiceName, O extends OperationName<S>>(
  service: S,
  operation: O,
  input: InputOf<S, O>,
): UseQueryResult<OutputOf<S, O>> {
  return useQuery(apiQueryOptions(service, operation, input), queryClient);
}

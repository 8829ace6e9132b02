/* What the suitability pages call and read: the api (the real one, or a test's), the client's risk profile query, and
 * a day in the brand's market time zone. */
import { queryOptions } from '@tanstack/react-query';
import { createContext } from 'react';
import { formatDate } from '@portal/contract/domain/date-format';
import { api, type Api } from '../../../shared/api/api-client';
import { useBrand } from '../../../shared/brand/brand-context';
import type { TradingAccount } from '../../../shared/session/trading-account';

/** The api the page calls: the real one, or in a component test the real client over a fake network. */
export const SuitabilityApiContext = createContext<Api>(api);

export function riskProfileQuery(client: Api, account: TradingAccount) {
  return queryOptions({
    queryKey: ['suitability', 'riskQuestionnaire', account] as const,
    queryFn: ({ signal }) => client.suitability.riskQuestionnaire(account, { signal }),
  });
}

export function useDay(): (instant: string) => string {
  const brand = useBrand();
  return (instant) => formatDate(instant, brand.marketTimeZone);
}

/* What the plan pages share: the api client they call (a component test gives the real client over a fake network),
 * the account they act for, the key every plan query starts with, and the refresh after a change. */
import { createContext, useContext } from 'react';
import { api, type Api } from '../../shared/api/api-client';
import { ApiError } from '../../shared/api/api-error';
import { queryClient } from '../../shared/api/query-client';
import { useTradingAccount, type TradingAccount } from '../../shared/session/trading-account';

export const PlansApiContext = createContext<Api>(api);

export function usePlansApi(): Api {
  return useContext(PlansApiContext);
}

/** The signed-in account the pages act for (undefined while signing out). */
export function usePlanAccount(): TradingAccount | undefined {
  return useTradingAccount();
}

/** Every query of the plans area starts with this key, so a change refreshes them all. */
export const planQueryKey = ['plans'] as const;

/** After a subscription, a change or a redemption: what the plan pages, the cash and the fund pages show moved. */
export function refreshAfterPlanChange(): void {
  void queryClient.invalidateQueries({ queryKey: planQueryKey });
  void queryClient.invalidateQueries({ queryKey: ['fundOrder'] });
  void queryClient.invalidateQueries({ queryKey: ['fundHolding'] });
}

/** Whether the server said there is no such plan or subscription (missing, or another client's). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** What an operation of the plan services answers, by its name (the contract's output, through the typed client). */
export type PlanAnswer<
  Service extends 'planSubscription' | 'planDefinition',
  Operation extends keyof Api[Service],
> = Api[Service][Operation] extends (...args: never[]) => Promise<infer Result> ? Result : never;

/** The subscribe ticket's terms of a plan. */
export type PlanSubscriptionTerms = PlanAnswer<'planSubscription', 'planSubscriptionTerms'>;

import type { FundOrderDependencies } from '../fund-order/public';
import type { PlanCatalogue } from './plan-catalogue';

/** What plan subscriptions need: the funds area's placement dependencies and the plans they subscribe. */
export type PlanSubscriptionDependencies = FundOrderDependencies & { readonly plans: PlanCatalogue };

export type SubscriptionAccount = { readonly accountCode: string; readonly source: 'gateway' | 'fos' };

/** The account a subscription row belongs to. */
export function accountOfRow(row: { readonly account_code: string; readonly source: SubscriptionAccount['source'] }) {
  return { accountCode: row.account_code, source: row.source } satisfies SubscriptionAccount;
}

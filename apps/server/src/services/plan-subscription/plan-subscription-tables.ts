import type { LoginSource } from '@portal/contract/brands';
import type { PlanSubscriptionStatus } from '@portal/contract';
import type { DecimalColumn, FlagColumn } from '../../platform/db/column-types';

/**
 * A client's subscription to a plan (migration 0038; owner services/plan-subscription, issue 27). Status is SPEC §4's.
 * Amounts are in the plan's currency; `allocation_version` is the plan allocation its holdings were last invested by
 * (a newer one rebalances at the next monthly investment); `first_month` (yyyy-mm) the first month the job may invest.
 */
export type PlanSubscriptionTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  client_reference: string;
  plan_id: string;
  currency: string;
  status: PlanSubscriptionStatus;
  lump_sum: DecimalColumn | null;
  monthly_amount: DecimalColumn | null;
  monthly_day: number | null;
  allocation_version: number;
  first_month: string | null;
  created_at: string;
  updated_at: string;
};

/** A fund order a subscription placed through the funds area (fund_order is the funds area's): why and by what weight. */
export type PlanSubscriptionOrderTable = {
  order_id: string;
  subscription_id: string;
  /** The orders placed together: the lump sum, a month's investment, a redemption. */
  group_id: string;
  fund_id: string;
  /** subscription | redemption */
  kind: 'subscription' | 'redemption';
  /** lumpSum | monthly | rebalance | redemption */
  purpose: string;
  month: string | null;
  weight_percent: DecimalColumn | null;
  /** Cash paid (subscriptions), in the plan's currency. */
  amount: DecimalColumn | null;
  /** Units asked for (redemptions). */
  units: DecimalColumn | null;
  placed_at: string;
};

/** One month of a subscription's monthly investment: claimed once (primary key), in the transaction that invests it. */
export type PlanInvestmentTable = {
  subscription_id: string;
  month: string;
  scheduled_date: string;
  ran_at: string;
  /** invested | skippedShortOfCash */
  outcome: string;
  amount: DecimalColumn;
  rebalanced: FlagColumn;
  allocation_version: number;
};

/** A client's request for a call with an advisor (SPEC §2 /plans/talk), listed on the advisor desk. */
export type AdvisorCallRequestTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  preferred_at: string;
  topic: string;
  note: string;
  plan_id: string | null;
  /** requested | scheduled | done | withdrawn */
  status: string;
  created_at: string;
};

export type PlanSubscriptionTables = {
  plan_subscription: PlanSubscriptionTable;
  plan_subscription_order: PlanSubscriptionOrderTable;
  plan_investment: PlanInvestmentTable;
  advisor_call_request: AdvisorCallRequestTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends PlanSubscriptionTables {}
}

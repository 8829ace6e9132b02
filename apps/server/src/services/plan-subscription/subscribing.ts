import { planOrderRounding, type PlanSubscriptionDetail } from '@portal/contract';
import { planFitsRiskLevel } from '@portal/contract/domain/plan';
import { investorProfileOf, riskProfileExpired } from '../../platform/identity/account-directory';
import type { AuditedActor } from '../../platform/audit/audit-trail';
import { fieldRefusal } from '../../platform/http/errors';
import { balanceOf } from '../../platform/money/ledger';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import { canonicalDecimal } from '../../platform/orders/order-amounts';
import { newOrderId } from '../../platform/orders/order-ids';
import { placeOrder, type PreparedOrder } from '../../platform/orders/place-order';
import {
  fundOrderRefusal,
  insertFundOrderGroup,
  prepareFundOrderGroup,
  type PreparedFundOrderGroup,
} from '../fund-order/public';
import { firstMonthAfter, marketToday } from './investment-calendar';
import type { SubscribablePlan } from './plan-catalogue';
import {
  checkedAmount,
  insertPlanOrders,
  planOrderRows,
  publishStatus,
  subscriptionLegs,
  type PlannedLeg,
} from './plan-orders';
import type { PlanSubscriptionDependencies, SubscriptionAccount } from './plan-subscription-dependencies';
import type { PlanSubscriptionTable } from './plan-subscription-tables';
import { detailOf, noSuchSubscription } from './subscription-view';

/*
 * Subscribing a plan (issue 27 part 4) on the shared order placement (platform/orders, ADR 016): the checks, then in
 * ONE transaction the client reference, the subscription, the lump sum's fund orders with their cash holds (through
 * the funds area) and the status event. Cash short for any leg refuses the whole subscription and writes nothing.
 */

export const planSubscriptionArea = 'planSubscription';

export type SubscribeRequest = {
  readonly clientReference: string;
  readonly planId: string;
  readonly lumpSum: string | null;
  readonly monthly: { readonly amount: string; readonly day: number } | null;
};

/** A plan the client may subscribe, or the field error that says why not (draft, inactive, deleted, unknown). */
export async function subscribablePlan(deps: PlanSubscriptionDependencies, planId: string): Promise<SubscribablePlan> {
  const plan = await deps.plans.plan(planId);
  if (plan === undefined) throw fieldRefusal('subscription', 'planId', 'There is no such plan.');
  if (plan.status !== 'active') {
    throw fieldRefusal('subscription', 'planId', `This plan is ${plan.status} and cannot be subscribed.`);
  }
  return plan;
}

/** Whether the client's risk level (from the accounts area's questionnaire) allows the plan's. */
export async function riskAllows(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  plan: SubscribablePlan,
): Promise<boolean> {
  const profile = await investorProfileOf(deps.db, account);
  if (profile === undefined || riskProfileExpired(profile, deps.clock.now())) return false;
  return planFitsRiskLevel(plan.riskLevel, profile.riskLevel);
}

export async function precisionOf(deps: PlanSubscriptionDependencies, currency: string): Promise<number> {
  return (await currencyPrecisions(deps.db)).get(currency) ?? 2;
}

/** What the subscribe ticket shows for a plan. */
export async function subscriptionTerms(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  planId: string,
) {
  const plan = await deps.plans.plan(planId);
  if (plan === undefined || plan.status === 'deleted' || plan.status === 'draft') throw noSuchSubscription();
  const precision = await precisionOf(deps, plan.currency);
  const cash = await balanceOf(deps.db, { ...account, asset: plan.currency });
  const active = plan.status === 'active';
  const fits = await riskAllows(deps, account, plan);
  return {
    planId: plan.planId,
    planCode: plan.code,
    planNames: plan.names,
    currency: plan.currency,
    currencyPrecision: precision,
    minimumLumpSum: plan.minimumLumpSum,
    minimumMonthlyAmount: plan.minimumMonthlyAmount,
    amountMultiple: plan.amountMultiple,
    cashAvailable: cash.available.toFixed(precision),
    allocation: plan.allocation.map((weight) => ({ ...weight })),
    rounding: planOrderRounding,
    subscribable: active && fits,
    reason: !active ? ('planNotActive' as const) : fits ? null : ('riskLevelViolation' as const),
  };
}

type PreparedSubscription = PreparedOrder & {
  readonly row: PlanSubscriptionTable;
  readonly plan: SubscribablePlan;
  readonly legs: readonly PlannedLeg[];
  readonly group: PreparedFundOrderGroup | undefined;
};

export async function subscribePlan(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  request: SubscribeRequest,
  /** The advisor subscribing for the client: its lump sum's fund orders are on the client's trail (ADR 059). */
  by?: AuditedActor,
): Promise<{ detail: PlanSubscriptionDetail; replayed: boolean }> {
  const placed = await placeOrder(deps, {
    area: planSubscriptionArea,
    account,
    clientReference: request.clientReference,
    request: {
      planId: request.planId,
      lumpSum: request.lumpSum === null ? null : canonicalDecimal(request.lumpSum),
      monthlyAmount: request.monthly === null ? null : canonicalDecimal(request.monthly.amount),
      monthlyDay: request.monthly?.day ?? null,
    },
    check: async (): Promise<PreparedSubscription> => {
      const plan = await subscribablePlan(deps, request.planId);
      if (!(await riskAllows(deps, account, plan))) throw fundOrderRefusal('riskLevelViolation');
      const precision = await precisionOf(deps, plan.currency);
      const rules = { multiple: plan.amountMultiple, precision, currency: plan.currency };
      const lumpSum =
        request.lumpSum === null
          ? null
          : checkedAmount('lumpSum', request.lumpSum, { ...rules, minimum: plan.minimumLumpSum });
      const monthlyAmount =
        request.monthly === null
          ? null
          : checkedAmount('monthly.amount', request.monthly.amount, { ...rules, minimum: plan.minimumMonthlyAmount });
      const now = deps.clock.now();
      const today = marketToday(deps);
      const id = newOrderId('PS', today);
      const legs = lumpSum === null ? [] : subscriptionLegs(`${id}.L`, lumpSum, precision, plan.allocation);
      const group =
        legs.length === 0
          ? undefined
          : await prepareFundOrderGroup(deps, { ...account, payCurrency: plan.currency, legs, by });
      const row: PlanSubscriptionTable = {
        id,
        account_code: account.accountCode.toUpperCase(),
        source: account.source,
        client_reference: request.clientReference,
        plan_id: plan.planId,
        currency: plan.currency,
        // A lump sum waits for its orders to be accepted; a monthly plan alone has nothing to wait for.
        status: group === undefined ? 'activated' : 'submitted',
        lump_sum: lumpSum,
        monthly_amount: monthlyAmount,
        monthly_day: request.monthly?.day ?? null,
        allocation_version: plan.allocationVersion,
        first_month: request.monthly === null ? null : firstMonthAfter(today, request.monthly.day),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      return { orderId: id, placedAt: now, row, plan, legs, group };
    },
    insert: async (trx, prepared) => {
      await trx.insertInto('plan_subscription').values(prepared.row).execute();
    },
    publish: async (trx, publish, prepared) => {
      if (prepared.group !== undefined) {
        await insertFundOrderGroup(trx, deps, publish, prepared.group);
        await insertPlanOrders(
          trx,
          planOrderRows(prepared.row.id, `${prepared.row.id}.L`, 'lumpSum', null, prepared.legs, prepared.group),
        );
      }
      await publishStatus(publish, prepared.row, prepared.plan.code, prepared.placedAt);
    },
    answer: async (_db, subscriptionId) => detailOf(deps, account, subscriptionId),
  });
  return { detail: placed.answer, replayed: placed.replayed };
}

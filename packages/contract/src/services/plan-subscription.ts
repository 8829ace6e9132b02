import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { ExactDecimal, toDecimal, type DecimalInput } from '../domain/decimal-value';
import { fundOrderStatuses } from '../domain/fund';
import { clientReferenceSchema } from '../domain/order/client-reference';
import { decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema, fundIdSchema, fundNamesSchema } from './fund-definition';
import { planIdSchema } from './plan-definition';

/*
 * Plan subscriptions (issue 27 parts 4-7; SPEC §2 Plans subscribes, subscriptions, redeems, statistic, talk; §4 plan
 * subscription status; §7 plan-subscription). A subscription invests a lump sum and/or a monthly amount in a plan's
 * funds by its weights: each investment is one group of fund orders placed through the funds area in one transaction,
 * paid from cash in the plan's currency. Every operation needs planEnabled (404 FEATURE_OFF) and acts for the client's
 * account; another client's subscription answers as a missing one (404). Input the rules refuse (an amount below the
 * plan's minimum or not a multiple, a plan that is not active, a redemption above the held value) answers 400
 * VALIDATION_FAILED with the field in `fieldErrors`, and changes nothing.
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

/** SPEC §4, in its order. */
export const planSubscriptionStatuses = ['failed', 'cancelled', 'submitted', 'activated', 'inactivated'] as const;
export type PlanSubscriptionStatus = (typeof planSubscriptionStatuses)[number];

/** Why a group of the plan's fund orders was placed. */
export const planOrderPurposes = ['lumpSum', 'monthly', 'rebalance', 'redemption'] as const;
export type PlanOrderPurpose = (typeof planOrderPurposes)[number];

/**
 * What a month's run did: invested; skipped because the cash in the plan's currency was short; or skipped because the
 * orders could not be placed (the plan is no longer active, a fund is suspended, the client's risk level no longer fits).
 */
export const planInvestmentOutcomes = ['invested', 'skippedShortOfCash', 'skippedNotPlaced'] as const;
export type PlanInvestmentOutcome = (typeof planInvestmentOutcomes)[number];

/** What a call with an advisor is about (SPEC §2 /plans/talk). */
export const advisorCallTopics = [
  'choosingPlan',
  'subscription',
  'rebalancing',
  'redemption',
  'performance',
  'other',
] as const;
export type AdvisorCallTopic = (typeof advisorCallTopics)[number];

export const planSubscriptionIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a plan subscription id');

/** A day of the month the monthly investment runs on; a day beyond the month's end runs on its last business day. */
export const monthlyDaySchema = z
  .number({ error: 'Choose a day of the month from 1 to 31' })
  .int('Choose a day of the month from 1 to 31')
  .min(1, 'Choose a day of the month from 1 to 31')
  .max(31, 'Choose a day of the month from 1 to 31');

/** An amount a client types: a plain positive decimal; the currency's decimals and the plan's rules are the server's. */
const amountSchema = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d*)(\.\d+)?$/, 'Must be a plain number such as 1000 or 1000.50');

/**
 * The rounding every group of a plan's subscription orders follows (stated in each answer and ADR 057): each fund's
 * order is the amount × its weight ÷ the weights' sum, rounded DOWN to the currency's decimals; the cents left over go
 * to the fund of the largest weight (the first listed among equals). So the orders add up to the amount exactly. A
 * fund whose share rounds to zero gets no order.
 */
export const planOrderRounding = 'floorByWeightRemainderToLargest' as const;

/** Splits an amount over weights by `planOrderRounding`; the parts, in the weights' order, sum to the amount. */
export function splitByWeights(
  amount: DecimalInput,
  precision: number,
  weights: readonly DecimalInput[],
): readonly string[] {
  const total = toDecimal(amount);
  const weightSum = weights.reduce<InstanceType<typeof ExactDecimal>>(
    (sum, weight) => sum.plus(toDecimal(weight)),
    new ExactDecimal(0),
  );
  if (weights.length === 0 || weightSum.lessThanOrEqualTo(0)) return [];
  const parts = weights.map((weight) =>
    new ExactDecimal(total)
      .times(toDecimal(weight))
      .dividedBy(weightSum)
      .toDecimalPlaces(precision, ExactDecimal.ROUND_DOWN),
  );
  const largest = weights.reduce<number>(
    (best, weight, index) => (toDecimal(weight).greaterThan(toDecimal(weights[best] ?? 0)) ? index : best),
    0,
  );
  const allotted = parts.reduce((sum, part) => sum.plus(part), new ExactDecimal(0));
  parts[largest] = (parts[largest] ?? new ExactDecimal(0)).plus(new ExactDecimal(total).minus(allotted));
  return parts.map((part) => part.toFixed(precision));
}

export const planOrderSchema = z.object({
  orderId: z.string(),
  fundId: fundIdSchema,
  fundNames: fundNamesSchema,
  /** subscription (S/I) or redemption (R/O), as the funds area placed it. */
  kind: z.enum(['subscription', 'redemption']),
  purpose: z.enum(planOrderPurposes),
  /** The month of the monthly investment (yyyy-mm) the order belongs to; null for a lump sum or a redemption. */
  month: z.string().nullable(),
  /** The plan weight it was split by, in percent; null for a redemption. */
  weightPercent: decimalString.nullable(),
  /** Subscriptions: the cash paid, in the plan's currency. Redemptions: null until priced. */
  amount: decimalString.nullable(),
  /** Redemptions: the units asked for; subscriptions: allotted once priced. */
  units: decimalString.nullable(),
  status: z.enum(fundOrderStatuses),
  placedAt: instantSchema,
});
export type PlanOrder = z.infer<typeof planOrderSchema>;

export const planInvestmentSchema = z.object({
  /** yyyy-mm */
  month: z.string(),
  /** The day it ran on: the chosen day, or the month's last business day when the chosen day is beyond it. */
  scheduledDate: calendarDaySchema,
  ranAt: instantSchema,
  outcome: z.enum(planInvestmentOutcomes),
  amount: decimalString,
  /** Rebalanced to a changed allocation at this investment (planAllocationUpdate raised; its orders listed). */
  rebalanced: z.boolean(),
  allocationVersion: z.number().int().nonnegative(),
});
export type PlanInvestment = z.infer<typeof planInvestmentSchema>;

export const planHoldingSchema = z.object({
  fundId: fundIdSchema,
  fundNames: fundNamesSchema,
  /** Units settled to the plan (subscriptions in, redemptions out). */
  units: decimalString,
  nav: decimalString,
  navDate: calendarDaySchema,
  /** In the plan's currency, rounded half-up to its decimals. */
  value: decimalString,
  /** The plan's target weight in percent now (0 for a fund no longer in the allocation). */
  targetPercent: decimalString,
});
export type PlanHolding = z.infer<typeof planHoldingSchema>;

export const planSubscriptionSchema = z.object({
  subscriptionId: planSubscriptionIdSchema,
  clientReference: z.string(),
  planId: planIdSchema,
  planCode: z.string(),
  planNames: fundNamesSchema,
  currency: currencyCodeSchema,
  status: z.enum(planSubscriptionStatuses),
  lumpSum: decimalString.nullable(),
  monthlyAmount: decimalString.nullable(),
  monthlyDay: z.number().int().min(1).max(31).nullable(),
  /** The next monthly investment's day, while the subscription invests monthly (activated or submitted). */
  nextInvestmentDate: calendarDaySchema.nullable(),
  /** Cash paid into the plan's subscription orders still standing (not cancelled, rejected or failed). */
  invested: decimalString,
  /** Cash the plan's redemptions paid back (priced). */
  redeemed: decimalString,
  /** Settled units × latest NAV, in the plan's currency. */
  value: decimalString,
  /** value + redeemed − invested. */
  returnAmount: decimalString,
  /** returnAmount ÷ invested in percent, two decimals; null before anything is invested. */
  returnPercent: decimalString.nullable(),
  allocationVersion: z.number().int().nonnegative(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type PlanSubscription = z.infer<typeof planSubscriptionSchema>;

export const planSubscriptionDetailSchema = z.object({
  subscription: planSubscriptionSchema,
  /** Newest first. */
  orders: z.array(planOrderSchema),
  /** Newest month first. */
  investments: z.array(planInvestmentSchema),
  holdings: z.array(planHoldingSchema),
  rounding: z.literal(planOrderRounding),
});
export type PlanSubscriptionDetail = z.infer<typeof planSubscriptionDetailSchema>;

const subscriptionKeyShape = { ...accountKeyShape, subscriptionId: planSubscriptionIdSchema };

const monthlyShape = z.object({ amount: amountSchema, day: monthlyDaySchema }).strict();

export const advisorCallRequestSchema = z.object({
  requestId: z.string(),
  accountCode: z.string(),
  preferredAt: instantSchema,
  topic: z.enum(advisorCallTopics),
  note: z.string(),
  planId: planIdSchema.nullable(),
  /** requested until an advisor takes it up. */
  status: z.enum(['requested', 'scheduled', 'done', 'withdrawn']),
  createdAt: instantSchema,
});
export type AdvisorCallRequest = z.infer<typeof advisorCallRequestSchema>;

export const planStatisticPointSchema = z.object({
  day: calendarDaySchema,
  /** The client's plan holdings, growth of 100 by the time-weighted method. */
  plan: decimalString.nullable(),
  /** The plan's model (its back-test, rebalanced monthly), growth of 100 over the same days. */
  model: decimalString.nullable(),
});

export const planStatisticSchema = z.object({
  subscriptionId: planSubscriptionIdSchema,
  planId: planIdSchema,
  currency: currencyCodeSchema,
  from: calendarDaySchema.nullable(),
  to: calendarDaySchema,
  /** Time-weighted return of the plan's holdings in percent, two decimals (the wealth area's method, ADR 056). */
  timeWeighted: decimalString.nullable(),
  /** The model's return over the same days in percent, two decimals. */
  model: decimalString.nullable(),
  /** timeWeighted − model, in percentage points. */
  difference: decimalString.nullable(),
  series: z.array(planStatisticPointSchema),
});
export type PlanStatistic = z.infer<typeof planStatisticSchema>;

const operationBase = { auth: { kind: 'session' }, feature: brandFeatures.plans, actsFor: 'accountCode' } as const;

export const planSubscriptionService = defineService('planSubscription', {
  planSubscriptionTerms: {
    ...operationBase,
    summary:
      'What the subscribe ticket shows for a plan: its minimums (× minimumAmountMultiplyFactor) and the multiple ' +
      'amounts must be of, the cash available in its currency, its allocation and the rounding of the orders.',
    input: z.object({ ...accountKeyShape, planId: planIdSchema }).strict(),
    output: z.object({
      planId: planIdSchema,
      planCode: z.string(),
      planNames: fundNamesSchema,
      currency: currencyCodeSchema,
      currencyPrecision: z.number().int().min(0).max(8),
      minimumLumpSum: decimalString,
      minimumMonthlyAmount: decimalString,
      /** Every amount is a whole multiple of this. */
      amountMultiple: decimalString,
      cashAvailable: decimalString,
      allocation: z.array(z.object({ fundId: fundIdSchema, fundNames: fundNamesSchema, weightPercent: decimalString })),
      rounding: z.literal(planOrderRounding),
      /** False with the reason (riskLevelViolation, planNotActive) when the client may not subscribe. */
      subscribable: z.boolean(),
      reason: z.enum(['riskLevelViolation', 'planNotActive']).nullable(),
    }),
  },
  subscribePlan: {
    ...operationBase,
    summary:
      'Subscribes a plan with a lump sum and/or a monthly amount on a day (1-31): the lump sum is placed at once as ' +
      "one group of fund orders, by the plan's weights, paid from cash in the plan's currency (all or nothing). The " +
      'same client reference answers the same subscription (replayed); with other content, 409.',
    input: z
      .object({
        ...accountKeyShape,
        clientReference: clientReferenceSchema,
        planId: planIdSchema,
        lumpSum: amountSchema.nullable().default(null),
        monthly: monthlyShape.nullable().default(null),
      })
      .strict()
      .refine((input) => input.lumpSum !== null || input.monthly !== null, {
        message: 'Enter a lump sum, a monthly amount, or both',
        path: ['lumpSum'],
      }),
    output: z.object({ detail: planSubscriptionDetailSchema, replayed: z.boolean() }),
  },
  myPlanSubscriptions: {
    ...operationBase,
    summary: "The client's plan subscriptions, newest first, with status, invested, value and return.",
    input: z
      .object({ ...accountKeyShape, statuses: z.array(z.enum(planSubscriptionStatuses)).max(5).default([]) })
      .strict(),
    output: z.object({ subscriptions: z.array(planSubscriptionSchema) }),
  },
  planSubscription: {
    ...operationBase,
    summary: 'One subscription with its orders, monthly investments and holdings.',
    input: z.object(subscriptionKeyShape).strict(),
    output: planSubscriptionDetailSchema,
  },
  pausePlanSubscription: {
    ...operationBase,
    summary: 'Pauses the monthly investment (status inactivated); orders already placed go on. 409 unless activated.',
    input: z.object(subscriptionKeyShape).strict(),
    output: planSubscriptionDetailSchema,
  },
  resumePlanSubscription: {
    ...operationBase,
    summary: 'Resumes a paused subscription (activated); the next month runs on its day. 409 unless inactivated.',
    input: z.object(subscriptionKeyShape).strict(),
    output: planSubscriptionDetailSchema,
  },
  changePlanSubscription: {
    ...operationBase,
    summary:
      'Changes the monthly amount and day (from the next run on), held to the plan minimum and multiple. 409 when ' +
      'cancelled or failed.',
    input: z.object({ ...subscriptionKeyShape, monthly: monthlyShape }).strict(),
    output: planSubscriptionDetailSchema,
  },
  cancelPlanSubscription: {
    ...operationBase,
    summary:
      'Ends the subscription (cancelled): no more monthly investments; its pending orders are cancelled and their ' +
      'cash released. Holdings stay until redeemed.',
    input: z.object(subscriptionKeyShape).strict(),
    output: planSubscriptionDetailSchema,
  },
  redeemPlanSubscription: {
    ...operationBase,
    summary:
      "Redeems all or part of the plan's settled holdings, proportionally across its funds (each fund the same share " +
      'of its units, rounded down to its unit decimals), through the funds area; the proceeds are paid in the plan ' +
      'currency. More than the held value answers a field error.',
    input: z
      .object({
        ...subscriptionKeyShape,
        clientReference: clientReferenceSchema,
        /** all, an amount in the plan's currency, or a percent (0-100] of the holdings. */
        basis: z.enum(['all', 'amount', 'percent']),
        quantity: amountSchema.nullable().default(null),
      })
      .strict()
      .refine((input) => input.basis === 'all' || input.quantity !== null, {
        message: 'Enter the amount or the percent to redeem',
        path: ['quantity'],
      }),
    output: z.object({ detail: planSubscriptionDetailSchema, orders: z.array(planOrderSchema), replayed: z.boolean() }),
  },
  planStatistic: {
    ...operationBase,
    summary:
      "The plan holdings' time-weighted return since the first investment (daily values and flows, the wealth " +
      "area's method) against the plan model's back-test over the same days.",
    input: z.object(subscriptionKeyShape).strict(),
    output: planStatisticSchema,
  },
  requestAdvisorCall: {
    ...operationBase,
    summary:
      'Books a call with an advisor: a preferred time (in the future), a topic and a note; the advisor desk lists it.',
    input: z
      .object({
        ...accountKeyShape,
        preferredAt: instantSchema,
        topic: z.enum(advisorCallTopics),
        note: z.string().trim().max(1000).default(''),
        planId: planIdSchema.nullable().default(null),
      })
      .strict(),
    output: advisorCallRequestSchema,
  },
  myAdvisorCallRequests: {
    ...operationBase,
    summary: "The client's call requests, newest first.",
    input: z.object(accountKeyShape).strict(),
    output: z.object({ requests: z.array(advisorCallRequestSchema) }),
  },
});

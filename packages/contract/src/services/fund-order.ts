import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { csvExportSchema, decimalString, defineService } from '../rpc';
import { fundOrderResults } from '../domain/order/fund-order-results';
import { clientReferenceSchema } from '../domain/order/client-reference';
import { fundOrderBases, fundOrderDirections, fundOrderStatuses, fundOrderTypes, riskLevels } from '../domain/fund';
import { languageSchema } from '../domain/language-schema';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema, fundIdSchema, fundNamesSchema } from './fund-definition';

/** The account an operation acts for; funds are for gateway clients (SPEC §2), the source says which login. */
const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

/**
 * Fund orders (issue 6, SPEC §3 Fund order, §4 Fund order status, §8 Fund order results). A refused order answers
 * 422 with `code` the result's name (domain/order/fund-order-results, such as 'insufficientPurchasingPower'), an
 * English `message`, and `details: { result, resultCode }`; the web shows the result's text in the reader's language.
 */

export const fundOrderIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a fund order id');

/** What the order is in the client's eyes; a switch is a switch-out (R/O) and one switch-in (S/I) per target. */
export const fundOrderKinds = ['subscription', 'redemption', 'switchOut', 'switchIn'] as const;
export type FundOrderKind = (typeof fundOrderKinds)[number];

/** The most funds one bulk subscription or one switch may name. */
export const maximumBulkSubscriptionItems = 10;
export const maximumSwitchTargets = 5;
export const maximumFundOrderPageSize = 50;
export const maximumFundOrderExportRows = 10_000;

/**
 * A fund order. Amounts are decimal strings in the fund's currency unless named pay*; what is not known yet is null
 * (units of an amount-basis subscription before it is priced, the NAV before the dealing day ...).
 */
export const fundOrderSchema = z.object({
  orderId: fundOrderIdSchema,
  clientReference: z.string(),
  accountCode: z.string(),
  fundId: fundIdSchema,
  fundNames: fundNamesSchema,
  fundCurrency: currencyCodeSchema,
  kind: z.enum(fundOrderKinds),
  /** SPEC §3: S subscribe or R redeem. */
  type: z.enum(fundOrderTypes),
  /** SPEC §3: I in or O out. */
  direction: z.enum(fundOrderDirections),
  basis: z.enum(fundOrderBases),
  /** The switch this order is a leg of; null for a plain subscription or redemption. */
  switchId: z.string().nullable(),
  status: z.enum(fundOrderStatuses),
  /** The gross amount in the fund's currency (known at once for an amount basis, after pricing for units). */
  amount: decimalString.nullable(),
  /** Units asked for (unit basis) or allotted (after pricing). */
  units: decimalString.nullable(),
  /** The cash currency paid from (subscription) or paid into (redemption). */
  payCurrency: currencyCodeSchema,
  /** The amount in payCurrency held, paid or received. */
  payAmount: decimalString.nullable(),
  /** Units of the fund's currency per unit of payCurrency, as used for this order ('1' when they are the same). */
  fxRate: decimalString,
  feePercent: decimalString,
  fee: decimalString.nullable(),
  /** amount − fee for a subscription (what buys units), amount − fee for a redemption (what is paid out). */
  netAmount: decimalString.nullable(),
  /** The NAV of the dealing day, once priced. */
  nav: decimalString.nullable(),
  placedAt: instantSchema,
  /** The business day the order deals for: the day it was placed, or the next one when placed after the cut-off. */
  orderDate: calendarDaySchema,
  /** The brand's order cut-off on orderDate (market time). */
  cutOffAt: instantSchema,
  dealingDate: calendarDaySchema,
  settlementDate: calendarDaySchema,
  updatedAt: instantSchema,
  /** True while the client may still cancel it (pending). */
  cancellable: z.boolean(),
});
export type FundOrder = z.infer<typeof fundOrderSchema>;

export const fundOrderResultSchema = z.enum(fundOrderResults);

/** An order placed, or the order a retried client reference had made (replayed). */
export const placedFundOrderSchema = z.object({
  result: z.literal('success'),
  resultCode: z.literal(0),
  order: fundOrderSchema,
  replayed: z.boolean(),
});
export type PlacedFundOrder = z.infer<typeof placedFundOrderSchema>;

/** A positive decimal amount or quantity; its precision is checked by the server against the currency or fund. */
const quantitySchema = decimalString;

export const cashBalanceSchema = z.object({
  currency: currencyCodeSchema,
  available: decimalString,
  onHold: decimalString,
});
export type CashBalance = z.infer<typeof cashBalanceSchema>;

/** What a ticket shows before the client confirms: limits, dates, fees, rates, purchasing power and holding. */
export const fundTradeTermsSchema = z.object({
  fundId: fundIdSchema,
  fundNames: fundNamesSchema,
  fundCurrency: currencyCodeSchema,
  latestNav: decimalString,
  latestNavDate: calendarDaySchema,
  riskLevel: z.enum(riskLevels),
  /** The client's own risk level (from the risk questionnaire); a fund above it is refused (riskLevelViolation). */
  clientRiskLevel: z.enum(riskLevels),
  professionalOnly: z.boolean(),
  isProfessionalInvestor: z.boolean(),
  suspended: z.boolean(),
  /** The fund's minimum subscription × the brand's minimumAmountMultiplyFactor (SPEC §9), in the fund's currency. */
  minimumSubscription: decimalString,
  subscriptionFeePercent: decimalString,
  redemptionFeePercent: decimalString,
  unitDecimals: z.number().int().min(0).max(8),
  /** Decimals of an amount in the fund's currency. */
  currencyPrecision: z.number().int().min(0).max(8),
  /** The brand's order cut-off time, HH:mm market time (SPEC §9). */
  cutOffTime: z.string(),
  /** If placed now: */
  orderDate: calendarDaySchema,
  cutOffAt: instantSchema,
  dealingDate: calendarDaySchema,
  settlementDate: calendarDaySchema,
  /** The cash the client may pay with, each with its rate into the fund's currency (units of fund currency per 1). */
  cash: z.array(cashBalanceSchema.extend({ fxRate: decimalString, precision: z.number().int().min(0).max(8) })),
  /** The time the rates are as of (the FX simulator's tick, ADR 034). */
  fxRateTime: instantSchema,
  /** The client's holding of this fund: units free to redeem or switch, and units held by orders in progress. */
  holding: z.object({ availableUnits: decimalString, onHoldUnits: decimalString }),
});
export type FundTradeTerms = z.infer<typeof fundTradeTermsSchema>;

const subscriptionItemSchema = z
  .object({
    fundId: fundIdSchema,
    /** The amount in `currency`. */
    amount: quantitySchema,
    /** The cash currency paid from: the fund's currency or one of the client's cash currencies. */
    currency: currencyCodeSchema,
  })
  .strict();

const orderFilterShape = {
  ...accountKeyShape,
  statuses: z.array(z.enum(fundOrderStatuses)).max(fundOrderStatuses.length).default([]),
  types: z.array(z.enum(fundOrderTypes)).max(2).default([]),
  fundId: fundIdSchema.optional(),
  /** Placed on or after this market day. */
  fromDate: calendarDaySchema.optional(),
  /** Placed on or before this market day. */
  toDate: calendarDaySchema.optional(),
};

export const fundOrderPageSchema = z.object({
  orders: z.array(fundOrderSchema),
  /** Pass it back for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type FundOrderPage = z.infer<typeof fundOrderPageSchema>;

export const fundOrderService = defineService('fundOrder', {
  fundTradeTerms: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    actsFor: 'accountCode',
    summary:
      "The terms a ticket shows for one fund and account: minimum, fees, the brand's cut-off with the order, dealing " +
      'and settlement dates an order placed now gets, the client cash with FX rates and the holding; 404 unknown fund.',
    input: z.object({ ...accountKeyShape, fundId: fundIdSchema }).strict(),
    output: fundTradeTermsSchema,
  },
  subscribeFund: {
    auth: { kind: 'session' },
    feature: brandFeatures.fundTrading,
    actsFor: 'accountCode',
    summary:
      'Subscribes an amount of a fund, paid from a cash currency (converted at the rate the terms show) and held at ' +
      'once; refused with a fund order result (422) when the fund, the client or the cash does not allow it.',
    input: z
      .object({ ...accountKeyShape, clientReference: clientReferenceSchema })
      .extend(subscriptionItemSchema.shape)
      .strict(),
    output: placedFundOrderSchema,
  },
  bulkSubscribeFunds: {
    auth: { kind: 'session' },
    feature: brandFeatures.bulkFundSubscribe,
    actsFor: 'accountCode',
    summary:
      'Several subscriptions in one submission, each its own order with its own result (one refusal does not stop ' +
      "the others); item i's reference is `${clientReference}-${i}`, so a retry of the submission makes nothing twice.",
    input: z
      .object({
        ...accountKeyShape,
        clientReference: clientReferenceSchema,
        items: z.array(subscriptionItemSchema).min(1).max(maximumBulkSubscriptionItems),
      })
      .strict(),
    output: z.object({
      results: z.array(
        z.object({
          fundId: fundIdSchema,
          result: fundOrderResultSchema,
          resultCode: z.number().int(),
          message: z.string(),
          order: fundOrderSchema.nullable(),
          replayed: z.boolean(),
        }),
      ),
    }),
  },
  redeemFund: {
    auth: { kind: 'session' },
    feature: brandFeatures.fundTrading,
    actsFor: 'accountCode',
    summary:
      'Redeems units of a holding, or an amount worth of them at the latest NAV; the units are held at once. The ' +
      'proceeds are paid in payCurrency (the fund currency when it is a cash currency of the brand, else the reporting one).',
    input: z
      .object({
        ...accountKeyShape,
        clientReference: clientReferenceSchema,
        fundId: fundIdSchema,
        basis: z.enum(fundOrderBases),
        /** Units (unit basis) or an amount in the fund's currency (amount basis). */
        quantity: quantitySchema,
        payCurrency: currencyCodeSchema.optional(),
      })
      .strict(),
    output: placedFundOrderSchema,
  },
  switchFund: {
    auth: { kind: 'session' },
    feature: brandFeatures.anyFundSwitching,
    actsFor: 'accountCode',
    summary:
      'Switches out of one holding into one fund (one-to-one switching) or several (fund switching): a switch-out ' +
      'order, and per target a switch-in funded by its share of the proceeds when the switch-out settles. Needs the ' +
      'trade documents acknowledged.',
    input: z
      .object({
        ...accountKeyShape,
        clientReference: clientReferenceSchema,
        fundId: fundIdSchema,
        basis: z.enum(fundOrderBases),
        quantity: quantitySchema,
        targets: z
          .array(z.object({ fundId: fundIdSchema, percent: z.number().int().min(1).max(100) }).strict())
          .min(1)
          .max(maximumSwitchTargets)
          .refine((targets) => targets.reduce((sum, target) => sum + target.percent, 0) === 100, {
            message: 'The target percentages must add up to 100',
          })
          .refine((targets) => new Set(targets.map((target) => target.fundId)).size === targets.length, {
            message: 'Each target fund is named once',
          }),
        documentsAcknowledged: z.literal(true, { error: 'Acknowledge the trade documents first' }),
      })
      .strict(),
    output: z.object({
      result: z.literal('success'),
      resultCode: z.literal(0),
      switchId: z.string(),
      orders: z.array(fundOrderSchema),
      replayed: z.boolean(),
    }),
  },
  cancelFundOrder: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    actsFor: 'accountCode',
    summary:
      'Cancels a pending order and releases what it held (a switch cancels all its legs); orderNotFound, ' +
      'orderAlreadyCancelled or orderUnderProcessingOrProcessed (422) otherwise.',
    input: z.object({ ...accountKeyShape, orderId: fundOrderIdSchema }).strict(),
    output: z.object({ orders: z.array(fundOrderSchema) }),
  },
  getFundOrder: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    actsFor: 'accountCode',
    summary: "One of the account's fund orders; 404 if the account has no such order.",
    input: z.object({ ...accountKeyShape, orderId: fundOrderIdSchema }).strict(),
    output: fundOrderSchema,
  },
  queryFundOrders: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    actsFor: 'accountCode',
    summary: `The account's fund orders, newest first, filtered; keyset paged by an opaque cursor, at most ${maximumFundOrderPageSize} a page.`,
    input: z
      .object({
        ...orderFilterShape,
        cursor: z.string().max(200).optional(),
        pageSize: z.number().int().min(1).max(maximumFundOrderPageSize).default(20),
      })
      .strict(),
    output: fundOrderPageSchema,
  },
  exportFundOrders: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    actsFor: 'accountCode',
    summary: `The filtered orders as a CSV file (UTF-8 with a byte-order mark, headers in the given language), at most ${maximumFundOrderExportRows} rows.`,
    input: z.object({ ...orderFilterShape, language: languageSchema.default('en') }).strict(),
    output: csvExportSchema,
  },
  cashBalances: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    actsFor: 'accountCode',
    summary: "The account's cash by currency: available (purchasing power) and on hold for orders in progress.",
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({ balances: z.array(cashBalanceSchema) }),
  },
});

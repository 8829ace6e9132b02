import { Decimal } from 'decimal.js';
import type { NotificationFieldsOf, NotificationType } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { DomainEvent } from '../../platform/runtime/events';

/*
 * Realistic made-up events for the demo: what a Hong Kong brokerage's back end would announce (orders on HKEX and
 * US markets, fund units, IPOs, plans, statements). Used by the activity simulator and the dev-support endpoint;
 * never in production. Deterministic for a given random source, so tests can seed it.
 */

/** A source of numbers in [0, 1). */
export type Random = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same events. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pick<T>(random: Random, choices: readonly [T, ...T[]]): T {
  return choices[Math.floor(random() * choices.length)] ?? choices[0];
}

/** A whole number from `minimum` to `maximum`, both included. */
export function wholeNumber(random: Random, minimum: number, maximum: number): number {
  return minimum + Math.floor(random() * (maximum - minimum + 1));
}

type Stock = { readonly code: string; readonly price: string; readonly lot: number; readonly currencyCode: string };
type Fund = { readonly code: string; readonly nav: string };

/** Codes as the back end sends them: symbol;name;market (displayed 'HK.00700'). */
export const sampleStocks: readonly [Stock, ...Stock[]] = [
  { code: '00700;TENCENT;HK', price: '388.60', lot: 100, currencyCode: 'HKD' },
  { code: '00005;HSBC HOLDINGS;HK', price: '78.45', lot: 400, currencyCode: 'HKD' },
  { code: '09988;BABA-W;HK', price: '82.35', lot: 100, currencyCode: 'HKD' },
  { code: '00941;CHINA MOBILE;HK', price: '84.20', lot: 500, currencyCode: 'HKD' },
  { code: '03690;MEITUAN-W;HK', price: '132.70', lot: 100, currencyCode: 'HKD' },
  { code: '01299;AIA;HK', price: '56.85', lot: 200, currencyCode: 'HKD' },
  { code: '02800;TRACKER FUND;HK', price: '19.62', lot: 500, currencyCode: 'HKD' },
  { code: '00388;HKEX;HK', price: '296.40', lot: 100, currencyCode: 'HKD' },
  { code: 'AAPL;APPLE;US', price: '228.52', lot: 1, currencyCode: 'USD' },
  { code: 'MSFT;MICROSOFT;US', price: '415.30', lot: 1, currencyCode: 'USD' },
  { code: 'NVDA;NVIDIA;US', price: '136.24', lot: 1, currencyCode: 'USD' },
  { code: 'TSLA;TESLA;US', price: '248.50', lot: 1, currencyCode: 'USD' },
];

/** Funds by ISIN, with a net asset value per unit. */
export const sampleFunds: readonly [Fund, ...Fund[]] = [
  { code: 'HK0000055571', nav: '12.8734' },
  { code: 'HK0000447505', nav: '10.5521' },
  { code: 'LU0048573561', nav: '48.2100' },
  { code: 'IE00B4L5Y983', nav: '98.4512' },
];

/** New listings open for application (made-up names). */
export const sampleIpos: readonly [Stock, ...Stock[]] = [
  { code: '02590;NEW VISION HEALTH;HK', price: '16.80', lot: 200, currencyCode: 'HKD' },
  { code: '09680;HARBOUR ROBOTICS;HK', price: '3.99', lot: 1000, currencyCode: 'HKD' },
  { code: '06615;JADE RIVER ENERGY;HK', price: '8.25', lot: 500, currencyCode: 'HKD' },
];

/** Investment plans (SPEC plans area). */
export const samplePlans = ['PLAN-GLOBAL-GROWTH', 'PLAN-ASIA-INCOME', 'PLAN-STEADY-RETIREMENT'] as const;

const cashCurrencies = ['HKD', 'HKD', 'HKD', 'USD', 'CNY'] as const;

/** What a sample depends on besides chance: when it happens (references carry the Hong Kong date). */
export type SampleContext = {
  readonly random: Random;
  readonly at: Date;
  /** The advisor who places orders for the account (advisorOrderPlaced). */
  readonly advisorCode?: string;
};

const hongKongOffsetMs = 8 * 60 * 60 * 1000;

/** The Hong Kong calendar date of an instant as yyyymmdd (Hong Kong keeps UTC+8 all year). */
export function hongKongDate(at: Date): string {
  return new Date(at.getTime() + hongKongOffsetMs).toISOString().slice(0, 10).replaceAll('-', '');
}

/** A back-office reference: a prefix, the Hong Kong date and a five-digit sequence, e.g. FO2026112200012. */
export function referenceOf(prefix: string, context: SampleContext): string {
  return `${prefix}${hongKongDate(context.at)}${String(wholeNumber(context.random, 1, 99_999)).padStart(5, '0')}`;
}

function money(value: Decimal.Value): string {
  return new Decimal(value).toFixed(2);
}

/** An amount from `minimum` to `maximum` in steps of `step`, with two decimals. */
function roundAmount(random: Random, minimum: number, maximum: number, step: number): string {
  return money(wholeNumber(random, minimum / step, maximum / step) * step);
}

function lots(random: Random, stock: Stock): number {
  return stock.lot * (stock.lot === 1 ? wholeNumber(random, 5, 120) : wholeNumber(random, 1, 10));
}

/** Fund units: four decimals, as fund houses allot them. */
function fundUnits(random: Random): string {
  return new Decimal(wholeNumber(random, 100_000, 5_000_000)).dividedBy(10_000).toFixed(4);
}

function negated(value: string): string {
  return new Decimal(value).negated().toFixed();
}

function holding(random: Random): { readonly code: string; readonly quantity: string } {
  if (random() < 0.35) return { code: pick(random, sampleFunds).code, quantity: fundUnits(random) };
  const stock = pick(random, sampleStocks);
  return { code: stock.code, quantity: String(lots(random, stock)) };
}

type Samplers = { readonly [T in NotificationType]: (context: SampleContext) => NotificationFieldsOf<T> };

const samplers: Samplers = {
  cashUpdate: ({ random }) => ({
    currencyCode: pick(random, cashCurrencies),
    balance: roundAmount(random, 5_000, 800_000, 0.01),
  }),
  cashMovement: (context) => {
    const deposit = context.random() < 0.6;
    const amount = roundAmount(context.random, 1_000, 200_000, 100);
    return {
      currencyCode: pick(context.random, cashCurrencies),
      amount: deposit ? amount : negated(amount),
      referenceCode: referenceOf(deposit ? 'DP' : 'WD', context),
    };
  },
  holdingMovement: (context) => {
    const { code, quantity } = holding(context.random);
    const into = context.random() < 0.7;
    return { code, quantity: into ? quantity : negated(quantity), referenceCode: referenceOf('ST', context) };
  },
  stockOrderUpdate: (context) => {
    const stock = pick(context.random, sampleStocks);
    return {
      code: stock.code,
      referenceCode: referenceOf('SO', context),
      quantity: String(lots(context.random, stock)),
    };
  },
  newIPO: ({ random }) => ({ code: pick(random, sampleIpos).code }),
  ipoResult: (context) => {
    const ipo = pick(context.random, sampleIpos);
    const quantity = ipo.lot * wholeNumber(context.random, 1, 4);
    return {
      code: ipo.code,
      referenceCode: referenceOf('IP', context),
      quantity: String(quantity),
      currencyCode: ipo.currencyCode,
      amount: money(new Decimal(ipo.price).times(quantity)),
    };
  },
  advisorOrderPlaced: (context) => {
    const stock = pick(context.random, sampleStocks);
    return {
      advisorCode: context.advisorCode ?? 'A30001',
      code: stock.code,
      referenceCode: referenceOf('SO', context),
      quantity: String(lots(context.random, stock)),
    };
  },
  planSubscriptionUpdate: (context) => ({
    code: pick(context.random, samplePlans),
    referenceCode: referenceOf('PS', context),
  }),
  planAllocationUpdate: ({ random }) => ({
    code: pick(random, samplePlans),
    currencyCode: 'HKD',
    amount: roundAmount(random, 1_000, 50_000, 0.01),
  }),
  monthlyInvestment: ({ random }) => ({
    code: pick(random, samplePlans),
    currencyCode: 'HKD',
    amount: roundAmount(random, 1_000, 20_000, 500),
  }),
  newDocument: (context) => {
    const date = hongKongDate(context.at);
    const documentName = pick(context.random, [
      `Daily Statement ${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`,
      `Monthly Statement ${date.slice(0, 4)}-${date.slice(4, 6)}`,
      `Contract Note ${referenceOf('SO', context)}`,
    ]);
    return { documentName };
  },
  newPlan: ({ random }) => ({ code: pick(random, samplePlans) }),
  riskQuestionnaireExpiring: ({ at }) => ({
    code: new Date(at.getTime() + 20 * 86_400_000).toISOString().slice(0, 10),
  }),
  balancesUpdate: ({ random }) => {
    const balance = new Decimal(roundAmount(random, 10_000, 900_000, 0.01));
    return {
      currencyCode: pick(random, cashCurrencies),
      balance: money(balance),
      holdFundAmount: money(
        balance
          .times(wholeNumber(random, 0, 40))
          .dividedBy(100)
          .toDecimalPlaces(2),
      ),
    };
  },
  holdingUpdate: ({ random }) => {
    const { code, quantity } = holding(random);
    const frozen = new Decimal(quantity).times(wholeNumber(random, 0, 3)).dividedBy(4);
    return {
      code,
      quantity,
      freezeQuantity: quantity.includes('.') ? frozen.toFixed(4) : frozen.floor().toFixed(),
    };
  },
  matchedStockOrderUpdate: (context) => {
    const stock = pick(context.random, sampleStocks);
    const quantity = lots(context.random, stock);
    return {
      code: stock.code,
      referenceCode: referenceOf('SO', context),
      quantity: String(quantity),
      currencyCode: stock.currencyCode,
      amount: money(new Decimal(stock.price).times(quantity)),
    };
  },
};

/** Realistic fields of a notification type: the ones SPEC §3 gives it, decimals as strings. */
export function sampleNotificationFields<T extends NotificationType>(
  type: T,
  context: SampleContext,
): NotificationFieldsOf<T> {
  const sampler: Samplers[T] = samplers[type];
  return sampler(context);
}

/** A made-up event of the type for the account, happening at the context's time. */
export function sampleEvent(
  type: NotificationType,
  account: { readonly accountCode: string; readonly source: LoginSource },
  context: SampleContext,
): DomainEvent {
  // The fields were made for this very type; TypeScript cannot pair a generic type with its union member.
  return { type, ...account, fields: sampleNotificationFields(type, context), occurredAt: context.at } as DomainEvent;
}

/*
 * The fees of a stock trade, in exact decimals (decimal.js; never a float), per market. Rates are decimal strings
 * (0.0027% is '0.000027'); amounts come back as decimal strings with two decimals (cents, fen).
 *
 * Hong Kong (HKEX, HKD), each line on the consideration (price x quantity) of one side of a trade:
 * - brokerage: the broker's rate with a minimum, rounded to the cent (halves up). Default 0.25%, minimum HKD 100:
 *   a common full-service Hong Kong tariff; a brand or account passes its own in the schedule;
 * - stamp duty: 0.1% on buyer and seller alike (since 17 November 2023; 0.13% before), a fraction of a dollar
 *   counting as a whole dollar (Stamp Duty Ordinance: rounded UP to the dollar). ETFs, warrants and CBBCs are
 *   exempt: pass `stampDutyExempt`;
 * - SFC transaction levy: 0.0027% (since 1 January 2022), to the cent;
 * - AFRC transaction levy: 0.00015% (the FRC levy from 1 January 2022, the AFRC's since 1 October 2022), to the cent;
 * - HKEX trading fee: 0.00565% (since 1 January 2023), to the cent;
 * - CCASS settlement fee: left out by default. HKEX charges its stock settlement fee to the clearing participant
 *   (the broker), not to the client; brokers pass on a charge of their own, often 0.002% with a minimum of HKD 2
 *   and a maximum of HKD 100. A brand that does so sets `settlementFee` in its schedule (rounded to the cent, then
 *   held between the minimum and the maximum).
 *
 * United States (NASDAQ, NYSE, USD):
 * - commission: per share with a minimum, to the cent. Default USD 0.005 a share, minimum USD 1 (a common online
 *   tariff); a brand passes its own;
 * - SEC fee (Section 31) on sells only: the SEC's rate per million dollars of the sale, rounded UP to the cent (as
 *   brokers pass it on). The rate changes by SEC order each fiscal year: USD 27.80 per million from 22 May 2024;
 *   USD 0.00 from 14 May 2025 (fiscal 2025 collected in full); the fiscal 2026 order (Release 34-104909, 27 February
 *   2026) sets the rate in force now, which could not be read when this was written. The default is 27.80 so that
 *   the line shows; a brand MUST set `secFeeRatePerMillion` from the SEC's current Fee Rate Advisory;
 * - FINRA trading activity fee on sells only: USD 0.000166 a share, at most USD 8.30 a trade (FINRA By-Laws
 *   Schedule A, 2024 rates), rounded UP to the cent.
 *
 * China Connect northbound (SSE, SZSE, CNY), each on the consideration, to the fen (halves up):
 * - brokerage: default 0.25%, minimum CNY 100;
 * - handling fee: 0.00341% per side (SSE/SZSE, since 28 August 2023);
 * - securities management fee: 0.002% per side (CSRC);
 * - transfer fee: 0.001% per side (ChinaClear) and 0.002% per side (HKSCC), two lines;
 * - stamp duty: 0.05% on the seller only (since 28 August 2023; 0.1% before).
 *
 * The portfolio fee of Stock Connect (0.008% a year on holdings) is not a trade fee and is not here.
 */
import { Decimal } from 'decimal.js';
import { ExactDecimal, toDecimal } from '../decimal-value';
import type { DecimalInput } from '../decimal-value';
import type { TextInLanguages } from '../order/result-catalogue';
import type { OrderMarket, StockOrderSide } from './order-types';

/** A charge with a rate, held between a minimum and (optionally) a maximum. */
export type RateWithLimits = { readonly rate: string; readonly minimum: string; readonly maximum?: string };

export type HongKongFeeSchedule = {
  readonly brokerage: RateWithLimits;
  readonly stampDutyRate: string;
  readonly sfcLevyRate: string;
  readonly afrcLevyRate: string;
  readonly tradingFeeRate: string;
  /** The broker's CCASS settlement charge, when it passes one on; absent by default. */
  readonly settlementFee?: RateWithLimits;
};

export type UsFeeSchedule = {
  readonly commissionPerShare: string;
  readonly commissionMinimum: string;
  /** Dollars per million dollars of sales (27.80 means 0.0000278). */
  readonly secFeeRatePerMillion: string;
  readonly finraTafPerShare: string;
  readonly finraTafMaximum: string;
};

export type ChinaConnectFeeSchedule = {
  readonly brokerage: RateWithLimits;
  readonly handlingFeeRate: string;
  readonly securitiesManagementFeeRate: string;
  readonly transferFeeRate: string;
  readonly hksccTransferFeeRate: string;
  readonly sellStampDutyRate: string;
};

/** Every market's fees; a brand or an account may replace any part. */
export type StockFeeSchedule = {
  readonly HKEX: HongKongFeeSchedule;
  readonly US: UsFeeSchedule;
  readonly CN: ChinaConnectFeeSchedule;
};

export const defaultStockFeeSchedule: StockFeeSchedule = {
  HKEX: {
    brokerage: { rate: '0.0025', minimum: '100' },
    stampDutyRate: '0.001',
    sfcLevyRate: '0.000027',
    afrcLevyRate: '0.0000015',
    tradingFeeRate: '0.0000565',
  },
  US: {
    commissionPerShare: '0.005',
    commissionMinimum: '1',
    secFeeRatePerMillion: '27.80',
    finraTafPerShare: '0.000166',
    finraTafMaximum: '8.30',
  },
  CN: {
    brokerage: { rate: '0.0025', minimum: '100' },
    handlingFeeRate: '0.0000341',
    securitiesManagementFeeRate: '0.00002',
    transferFeeRate: '0.00001',
    hksccTransferFeeRate: '0.00002',
    sellStampDutyRate: '0.0005',
  },
};

/** The name of each line a fee estimate may have, in the order a contract note lists them. */
export const stockFeeLineNames = [
  'brokerage',
  'commission',
  'stampDuty',
  'sfcLevy',
  'afrcLevy',
  'tradingFee',
  'settlementFee',
  'secFee',
  'finraTaf',
  'handlingFee',
  'securitiesManagementFee',
  'transferFee',
  'hksccTransferFee',
] as const;
export type StockFeeLineName = (typeof stockFeeLineNames)[number];

/** Each line's label in the product's languages. */
export const stockFeeLineLabels: { readonly [N in StockFeeLineName]: TextInLanguages } = {
  brokerage: { en: 'Brokerage', 'zh-HK': '經紀佣金', 'zh-CN': '经纪佣金' },
  commission: { en: 'Commission', 'zh-HK': '佣金', 'zh-CN': '佣金' },
  stampDuty: { en: 'Stamp duty', 'zh-HK': '印花稅', 'zh-CN': '印花税' },
  sfcLevy: { en: 'SFC transaction levy', 'zh-HK': '證監會交易徵費', 'zh-CN': '证监会交易征费' },
  afrcLevy: { en: 'AFRC transaction levy', 'zh-HK': '會財局交易徵費', 'zh-CN': '会财局交易征费' },
  tradingFee: { en: 'HKEX trading fee', 'zh-HK': '聯交所交易費', 'zh-CN': '联交所交易费' },
  settlementFee: { en: 'CCASS settlement fee', 'zh-HK': '中央結算交收費', 'zh-CN': '中央结算交收费' },
  secFee: { en: 'SEC fee', 'zh-HK': '美國證交會費用', 'zh-CN': '美国证交会费用' },
  finraTaf: { en: 'FINRA trading activity fee', 'zh-HK': 'FINRA 交易活動費', 'zh-CN': 'FINRA 交易活动费' },
  handlingFee: { en: 'Handling fee', 'zh-HK': '經手費', 'zh-CN': '经手费' },
  securitiesManagementFee: { en: 'Securities management fee', 'zh-HK': '證管費', 'zh-CN': '证管费' },
  transferFee: { en: 'Transfer fee (ChinaClear)', 'zh-HK': '過戶費（中國結算）', 'zh-CN': '过户费（中国结算）' },
  hksccTransferFee: { en: 'Transfer fee (HKSCC)', 'zh-HK': '過戶費（香港結算）', 'zh-CN': '过户费（香港结算）' },
};

export type StockFeeLine = { readonly name: StockFeeLineName; readonly amount: string };
export type StockFeeEstimate = { readonly lines: readonly StockFeeLine[]; readonly total: string };

export type StockFeeOptions = {
  /** No Hong Kong stamp duty (ETFs, warrants, CBBCs). */
  readonly stampDutyExempt?: boolean;
};

const exact = (value: DecimalInput) => new ExactDecimal(toDecimal(value));
const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const centsUp = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_CEIL);
const dollarsUp = (value: Decimal) => value.toDecimalPlaces(0, Decimal.ROUND_CEIL);

/** A rate on an amount, to the cent, held between the limits. */
function withLimits(consideration: Decimal, charge: RateWithLimits): Decimal {
  let amount = ExactDecimal.max(cents(consideration.times(charge.rate)), exact(charge.minimum));
  if (charge.maximum !== undefined) amount = ExactDecimal.min(amount, exact(charge.maximum));
  return amount;
}

/** The consideration of an order or a trade: price x quantity, exactly (no rounding). */
export function estimatedConsideration(price: DecimalInput, quantity: DecimalInput): string {
  return exact(price).times(exact(quantity)).toFixed();
}

/**
 * Each fee line and their total for one side of a trade of `quantity` shares worth `consideration` in `market`.
 * Throws a RangeError unless the consideration is above zero and the quantity a whole number above zero.
 */
export function estimateFees(
  market: OrderMarket,
  side: StockOrderSide,
  consideration: DecimalInput,
  quantity: DecimalInput,
  schedule: StockFeeSchedule = defaultStockFeeSchedule,
  options: StockFeeOptions = {},
): StockFeeEstimate {
  const value = exact(consideration);
  const shares = exact(quantity);
  if (!value.greaterThan(0)) throw new RangeError(`A consideration must be above zero, not ${value.toFixed()}`);
  if (!shares.isInteger() || !shares.greaterThan(0)) {
    throw new RangeError(`A quantity must be a whole number above zero, not ${shares.toFixed()}`);
  }
  const lines: [StockFeeLineName, Decimal][] = [];
  const sell = side === 'S';
  if (market === 'HKEX') {
    const hk = schedule.HKEX;
    lines.push(['brokerage', withLimits(value, hk.brokerage)]);
    if (!options.stampDutyExempt) lines.push(['stampDuty', dollarsUp(value.times(hk.stampDutyRate))]);
    lines.push(['sfcLevy', cents(value.times(hk.sfcLevyRate))]);
    lines.push(['afrcLevy', cents(value.times(hk.afrcLevyRate))]);
    lines.push(['tradingFee', cents(value.times(hk.tradingFeeRate))]);
    if (hk.settlementFee) lines.push(['settlementFee', withLimits(value, hk.settlementFee)]);
  } else if (market === 'US') {
    const us = schedule.US;
    lines.push([
      'commission',
      ExactDecimal.max(cents(shares.times(us.commissionPerShare)), exact(us.commissionMinimum)),
    ]);
    if (sell) {
      lines.push(['secFee', centsUp(value.times(us.secFeeRatePerMillion).dividedBy(1_000_000))]);
      lines.push(['finraTaf', ExactDecimal.min(centsUp(shares.times(us.finraTafPerShare)), exact(us.finraTafMaximum))]);
    }
  } else {
    const cn = schedule.CN;
    lines.push(['brokerage', withLimits(value, cn.brokerage)]);
    if (sell) lines.push(['stampDuty', cents(value.times(cn.sellStampDutyRate))]);
    lines.push(['handlingFee', cents(value.times(cn.handlingFeeRate))]);
    lines.push(['securitiesManagementFee', cents(value.times(cn.securitiesManagementFeeRate))]);
    lines.push(['transferFee', cents(value.times(cn.transferFeeRate))]);
    lines.push(['hksccTransferFee', cents(value.times(cn.hksccTransferFeeRate))]);
  }
  lines.sort(([a], [b]) => stockFeeLineNames.indexOf(a) - stockFeeLineNames.indexOf(b));
  const total = lines.reduce((sum, [, amount]) => sum.plus(amount), new ExactDecimal(0));
  return { lines: lines.map(([name, amount]) => ({ name, amount: amount.toFixed(2) })), total: total.toFixed(2) };
}

/**
 * What the trade costs or brings: a buy pays consideration + fees, a sell receives consideration - fees. Exact: the
 * consideration keeps its decimals (a sub-cent US price can give fractions of a cent).
 */
export function netAmount(side: StockOrderSide, consideration: DecimalInput, totalFees: DecimalInput): string {
  const value = exact(consideration);
  return (side === 'B' ? value.plus(exact(totalFees)) : value.minus(exact(totalFees))).toFixed();
}

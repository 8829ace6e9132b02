import type { Decimal } from 'decimal.js';
import { ExactDecimal, riskRank, unitsFor, type FundOrderBasis, type RiskLevel } from '@portal/contract';
import { investorProfileOf, riskProfileExpired, type InvestorProfile } from '../../platform/identity/account-directory';
import { currencyPrecisions, rateOf } from '../../platform/money/currency-rates';
import { balanceOf } from '../../platform/money/ledger';
import { orderTimeline, type OrderTimeline } from '../../platform/market/market-calendar';
import { positiveQuantity } from '../../platform/orders/order-amounts';
import { findFund, type FundTable } from '../fund-definition/public';
import type { Executor, FundOrderDependencies } from './fund-order-dependencies';
import { refusal } from './fund-order-refusal';
import { fundUnitsAsset, type AccountKey } from './positions';

/*
 * The checks of SPEC §8 a fund order passes before it is placed, in a fixed order (ADR 014): each throws the
 * result's refusal. They only read; platform/orders places the order once they pass.
 */

/** The fund (productNotFound, fundSuspended) and the client (accountNotFound, clientSuspended). */
export async function checkFundAndClient(
  db: Executor,
  account: AccountKey,
  fundId: string,
): Promise<{ fund: FundTable; profile: InvestorProfile }> {
  const fund = await findFund(db, fundId);
  if (fund === undefined) throw refusal('productNotFound');
  if (fund.suspended === 1) throw refusal('fundSuspended');
  const profile = await investorProfileOf(db, account);
  if (profile === undefined) throw refusal('accountNotFound');
  if (profile.status !== 'active') throw refusal('clientSuspended');
  return { fund, profile };
}

/**
 * professionalOnly and riskLevelViolation: what buying a fund asks of the client. An expired risk profile (its
 * questionnaire more than two years old, ADR 037) fits no fund until the questionnaire is redone.
 */
export function checkSuitability(fund: FundTable, profile: InvestorProfile, now: Date): void {
  if (fund.professional_only === 1 && !profile.professionalInvestor) throw refusal('professionalOnly');
  if (riskProfileExpired(profile, now)) throw refusal('riskLevelViolation');
  if (riskRank(fund.risk_level) > riskRank(profile.riskLevel as RiskLevel)) throw refusal('riskLevelViolation');
}

export function timelineOf(deps: FundOrderDependencies, fund: FundTable, at: Date): OrderTimeline {
  return orderTimeline(at, {
    cutOffTime: deps.brand.cutOffTimes.order,
    timeZone: deps.brand.marketTimeZone,
    dealingDays: fund.dealing_days,
    settlementDays: fund.settlement_days,
  });
}

export function timelineColumns(timeline: OrderTimeline) {
  return {
    order_date: timeline.orderDate,
    cut_off_at: timeline.cutOffAt.toISOString(),
    dealing_date: timeline.dealingDate,
    settlement_date: timeline.settlementDate,
    next_step_at: timeline.cutOffAt.toISOString(),
  };
}

/** The currency the terms and a redemption pay in by default: the fund's if the brand has it as cash, else its reporting one. */
export function defaultPayCurrency(deps: FundOrderDependencies, fundCurrency: string): string {
  return (deps.brand.cashCurrencies as readonly string[]).includes(fundCurrency)
    ? fundCurrency
    : deps.brand.defaultReportingCurrency;
}

/** invalidCurrency unless the pay currency is the fund's or a cash currency of the brand, with a rate and precision. */
export async function checkPayCurrency(
  deps: FundOrderDependencies,
  payCurrency: string,
  fundCurrency: string,
): Promise<{ fxRate: Decimal; payPrecision: number; fundPrecision: number }> {
  const allowed =
    payCurrency === fundCurrency || (deps.brand.cashCurrencies as readonly string[]).includes(payCurrency);
  const precisions = await currencyPrecisions(deps.db);
  const payPrecision = precisions.get(payCurrency);
  const fundPrecision = precisions.get(fundCurrency);
  const fxRate = allowed ? await rateOf(deps.db, payCurrency, fundCurrency, deps.clock.now()) : undefined;
  if (fxRate === undefined || payPrecision === undefined || fundPrecision === undefined || fxRate.isZero()) {
    throw refusal('invalidCurrency');
  }
  return { fxRate, payPrecision, fundPrecision };
}

/** The units a redemption or switch-out asks for: unit basis as written, amount basis at the latest NAV (rounded down). */
export function unitsAsked(fund: FundTable, basis: FundOrderBasis, quantity: string, fundPrecision: number): Decimal {
  if (basis === 'unit') {
    const units = positiveQuantity(quantity, fund.unit_decimals);
    if (units === undefined) throw refusal('invalidRedemptionQuantity');
    return units;
  }
  const amount = positiveQuantity(quantity, fundPrecision);
  if (amount === undefined) throw refusal('invalidRedemptionQuantity');
  const units = new ExactDecimal(unitsFor(amount, fund.latest_nav, fund.unit_decimals));
  if (units.isZero()) throw refusal('invalidRedemptionQuantity');
  return units;
}

export async function checkHolding(deps: FundOrderDependencies, account: AccountKey, fundId: string, units: Decimal) {
  const holding = await balanceOf(deps.db, { ...account, asset: fundUnitsAsset(fundId) });
  if (holding.available.lessThan(units)) throw refusal('insufficientRedemptionQuantity');
}

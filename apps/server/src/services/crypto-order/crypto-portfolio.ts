import { Decimal } from 'decimal.js';
import {
  ExactDecimal,
  cryptoAssets,
  cryptoQuoteCurrencies,
  type CryptoCash,
  type CryptoHolding,
} from '@portal/contract';
import { rateOf } from '../../platform/money/currency-rates';
import { balanceOf } from '../../platform/money/ledger';
import type { OrderAccount } from '../../platform/orders/place-order';
import {
  cryptoLedgerAsset,
  cryptoOrderDependenciesOf,
  type CryptoOrderDependencies,
} from './crypto-order-dependencies';

/*
 * The crypto portfolio (issue 18 part 2, ADR 042): every asset's ledger balance (source fos) at full precision, its
 * mid price in the reporting currency (the pair in that currency when there is one, else the USD pair times the FX
 * model's rate), value, 24-hour change and share; the USD and HKD cash; totals. Exact decimals; values at 2 places.
 */

const zero = new ExactDecimal(0);

export async function cryptoPortfolioOf(
  deps: CryptoOrderDependencies,
  account: OrderAccount,
  reportingCurrency: string,
) {
  const backend = await deps.fos();
  const now = deps.clock.now();
  const viaUsd =
    reportingCurrency === 'USD' || reportingCurrency === 'HKD'
      ? undefined
      : await rateOf(deps.db, 'USD', reportingCurrency, now);
  const rows: (Omit<CryptoHolding, 'allocationPercent'> & { exactValue: Decimal; openValue: Decimal })[] = [];
  for (const asset of cryptoAssets) {
    const balance = await balanceOf(deps.db, { ...account, asset: cryptoLedgerAsset(asset.code) });
    const quantity = balance.available.plus(balance.onHold);
    if (quantity.isZero()) continue;
    const pairCurrency = viaUsd === undefined ? reportingCurrency : 'USD';
    const quote = backend.quoteAt(`${asset.code}-${pairCurrency}`, now);
    const factor = viaUsd ?? new ExactDecimal(1);
    const price = new ExactDecimal(quote.last).times(factor);
    const exactValue = quantity.times(price);
    rows.push({
      asset: asset.code,
      precision: asset.precision,
      available: balance.available.toFixed(),
      onHold: balance.onHold.toFixed(),
      quantity: quantity.toFixed(),
      price: price.toDecimalPlaces(asset.priceDecimals, Decimal.ROUND_HALF_UP).toFixed(asset.priceDecimals),
      value: exactValue.toFixed(2, Decimal.ROUND_HALF_UP),
      changePercent24h: quote.changePercent24h,
      exactValue,
      openValue: quantity.times(quote.open24h).times(factor),
    });
  }
  const cryptoValue = rows.reduce((sum, row) => sum.plus(row.exactValue), zero);
  const openValue = rows.reduce((sum, row) => sum.plus(row.openValue), zero);
  const cash: CryptoCash[] = [];
  let cashValue = zero;
  for (const currency of cryptoQuoteCurrencies) {
    const balance = await balanceOf(deps.db, { ...account, asset: currency });
    cash.push({ currency, available: balance.available.toFixed(2), onHold: balance.onHold.toFixed(2) });
    const rate = (await rateOf(deps.db, currency, reportingCurrency, now)) ?? new ExactDecimal(1);
    cashValue = cashValue.plus(balance.available.plus(balance.onHold).times(rate));
  }
  const holdings: CryptoHolding[] = rows.map(({ exactValue, openValue: _open, ...row }) => ({
    ...row,
    allocationPercent: cryptoValue.isZero()
      ? '0.00'
      : exactValue.dividedBy(cryptoValue).times(100).toFixed(2, Decimal.ROUND_HALF_UP),
  }));
  return {
    reportingCurrency,
    holdings,
    cash,
    cryptoValue: cryptoValue.toFixed(2, Decimal.ROUND_HALF_UP),
    totalValue: cryptoValue.plus(cashValue).toFixed(2, Decimal.ROUND_HALF_UP),
    changePercent24h: openValue.isZero()
      ? '0.00'
      : cryptoValue.minus(openValue).dividedBy(openValue).times(100).toFixed(2, Decimal.ROUND_HALF_UP),
    valuedAt: now.toISOString(),
  };
}

/** cryptoPortfolioOf for another area, from the platform's objects. */
export function cryptoPortfolioFor(
  platform: Parameters<typeof cryptoOrderDependenciesOf>[0],
  account: OrderAccount,
  reportingCurrency: string,
) {
  return cryptoPortfolioOf(cryptoOrderDependenciesOf(platform), account, reportingCurrency);
}

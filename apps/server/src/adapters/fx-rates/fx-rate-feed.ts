import type { Decimal } from 'decimal.js';

/*
 * The FX rate seam (ADR 034, ADR 051): the mid rates between currencies, one source everywhere the portal converts
 * (stock buying power and positions, fund tickets and orders, portfolio totals, crypto valuations, FX quotes). The
 * embedded simulator (fx-rate-simulator.ts) moves the seeded `exchange_rate` rates by platform/money/fx-rate-model; a real
 * feed implements the same type and is chosen in platform/money/currency-rates.ts `fxRateFeedOf`. The house's spread on a
 * quote is the portal's own (fx-rate-model `bidAskOf`), not the feed's. The contract suite is fx-rate-contract.ts.
 */

/** One pair's mid rate: units of `to` one unit of `from` buys. */
export type FxRate = { readonly from: string; readonly to: string; readonly rate: Decimal };

export type FxRateFeed = {
  /** The mid rate from → to at an instant (1 for the same currency); undefined for a pair the feed does not quote. */
  midRate(from: string, to: string, at: Date): Promise<Decimal | undefined>;
  /** Every pair the feed quotes at an instant, and the rate time they are as of. */
  ratesAt(at: Date): Promise<{ readonly rates: readonly FxRate[]; readonly rateTime: Date }>;
  /** The instant the rates at `at` are as of ("rate as of hh:mm"): at or before `at`; the rates do not move within. */
  rateTimeAt(at: Date): Date;
};

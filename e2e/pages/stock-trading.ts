import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { roundToSpread } from '../../packages/contract/src/domain/stock/spread-table';
import { tradingPhaseAt } from '../../packages/contract/src/domain/stock/trading-sessions';
import { simulatedTicksBetween, stockCatalogue } from '@portal/server/testing';
import { serverNow } from '../support/clocks';
import { webClientHeaders } from '../support/login';

const minuteMs = 60_000;

/** Moves the server's clock forward (if need be) into Hong Kong's continuous trading, with `aheadMinutes` of it ahead. */
export async function intoHongKongTrading(request: APIRequestContext, aheadMinutes = 90): Promise<void> {
  const now = (await serverNow(request)).getTime();
  const trading = (at: number) => {
    for (let minute = 0; minute <= aheadMinutes; minute += 5) {
      if (tradingPhaseAt('HKEX', new Date(at + minute * minuteMs)) !== 'continuous') return false;
    }
    return true;
  };
  let at = now;
  while (!trading(at)) at += 5 * minuteMs;
  if (at === now) return;
  const moved = await request.post('/api/_dev/clock', { headers: webClientHeaders, data: { advanceMs: at - now } });
  expect(moved.ok()).toBe(true);
}

/** Runs the stock matching job now (dev support), over the market's trades up to the server's present. */
export async function advanceStockOrders(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/_dev/stockOrders/advance', { headers: webClientHeaders, data: {} });
  if (!answer.ok()) throw new Error(`advance answered ${answer.status()}: ${await answer.text()}`);
}

/**
 * A buy that the matching simulator fills in two parts, planned from the simulator's trades (prices and volumes are a
 * pure function of time, ADR 029). Its limit is the price of a trade that is the lowest since `from` and at least
 * `leadMs` after it (time to fill in the ticket), so no earlier trade fills it. The trades at or below the limit that
 * follow one another with less than `gapMs` between them fill it in part: the order is one lot more than they let it
 * take (ADR 028: half a trade's volume in whole lots, at least one lot, per trade), and the next trade at or below the
 * limit, at least `gapMs` later, fills the rest. The earliest such buy of at most `maximumLots` lots whose trades all
 * come within `withinMs` of `from`.
 */
export type TwoPartBuy = {
  readonly limit: string;
  readonly quantity: number;
  /** The first trade at or below the limit (none before it since `from`). */
  readonly firstFillAt: Date;
  /** The instant after which the order stays partly filled (the last trade of its first part), until `secondFillAt`. */
  readonly firstPartAt: Date;
  readonly firstPartQuantity: number;
  readonly secondFillAt: Date;
};

export function planTwoPartBuy(
  stockId: string,
  from: Date,
  { leadMs = 3 * minuteMs, gapMs = 1.5 * minuteMs, withinMs = 20 * minuteMs, maximumLots = 5 } = {},
): TwoPartBuy {
  const entry = stockCatalogue.find((candidate) => `${candidate.exchange}-${candidate.code}` === stockId);
  if (entry === undefined) throw new Error(`${stockId} is not in the catalogue`);
  const lot = entry.lot;
  const instrument = {
    stockId,
    exchange: entry.exchange,
    boardLot: lot,
    status: 'active' as const,
    referencePrice: entry.price,
  };
  const ticks = simulatedTicksBetween(instrument, from, new Date(from.getTime() + withinMs));
  const takeOf = (volume: string) => Math.max(1, Math.floor(Number(volume) / 2 / lot)) * lot;
  let lowest = Number.POSITIVE_INFINITY;
  for (const [index, tick] of ticks.entries()) {
    const price = Number(tick.price);
    const newLow = price < lowest;
    lowest = Math.min(lowest, price);
    if (!newLow || tick.at.getTime() < from.getTime() + leadMs) continue;
    const crossing = ticks.slice(index).filter((later) => Number(later.price) <= price);
    let part = 0;
    let taken = 0;
    while (part + 1 < crossing.length) {
      taken += takeOf(crossing[part]?.volume ?? '0');
      const gap = (crossing[part + 1]?.at.getTime() ?? 0) - (crossing[part]?.at.getTime() ?? 0);
      if (gap >= gapMs) break;
      part += 1;
    }
    const last = crossing[part];
    const next = crossing[part + 1];
    if (last === undefined || next === undefined || next.at.getTime() - last.at.getTime() < gapMs) continue;
    const quantity = taken + lot;
    if (quantity > maximumLots * lot) continue;
    return {
      limit: tick.price,
      quantity,
      firstFillAt: tick.at,
      firstPartAt: last.at,
      firstPartQuantity: taken,
      secondFillAt: next.at,
    };
  }
  throw new Error(`No two-part buy of ${stockId} within ${withinMs / minuteMs} minutes of ${from.toISOString()}`);
}

/**
 * Moves the server's clock forward (if need be, in steps of 5 minutes) to an instant of Hong Kong continuous trading
 * from which a two-part buy of `stockId` exists with its trades ahead in the same session, and answers that buy.
 */
export async function intoTwoPartBuy(request: APIRequestContext, stockId: string): Promise<TwoPartBuy> {
  const now = (await serverNow(request)).getTime();
  const windowMinutes = 30;
  const trading = (at: number) => {
    for (let minute = 0; minute <= windowMinutes; minute += 5) {
      if (tradingPhaseAt('HKEX', new Date(at + minute * minuteMs)) !== 'continuous') return false;
    }
    return true;
  };
  for (let at = now; at < now + 14 * 24 * 60 * minuteMs; at += 5 * minuteMs) {
    if (!trading(at)) continue;
    let plan: TwoPartBuy;
    try {
      plan = planTwoPartBuy(stockId, new Date(at), { withinMs: (windowMinutes - 10) * minuteMs });
    } catch {
      continue;
    }
    if (at > now) {
      const moved = await request.post('/api/_dev/clock', { headers: webClientHeaders, data: { advanceMs: at - now } });
      expect(moved.ok()).toBe(true);
    }
    return plan;
  }
  throw new Error(`No two-part buy of ${stockId} in the two weeks after ${new Date(now).toISOString()}`);
}

/** A HKEX price `factor` times `price`, on the spread table (rounded down). */
export function hkPriceNear(price: string, factor: number): string {
  const scaled = (Number(price) * factor).toFixed(3);
  return roundToSpread('HKEX', scaled, 'down');
}

/** The stock order ticket (/stocks/order). */
export class StockTicket {
  readonly price: Locator;
  readonly quantity: Locator;
  readonly last: Locator;
  readonly review: Locator;
  readonly placed: Locator;
  readonly placedStatus: Locator;
  readonly failure: Locator;

  constructor(private readonly page: Page) {
    this.price = page.getByTestId('price');
    this.quantity = page.getByTestId('quantity');
    this.last = page.getByTestId('ticket-last');
    this.review = page.getByTestId('review');
    this.placed = page.getByTestId('order-placed');
    this.placedStatus = page.getByTestId('placed-status');
    this.failure = page.getByTestId('order-failure');
  }

  async open(stockId: string, side: 'B' | 'S'): Promise<void> {
    await this.page.goto(`/stocks/order?stockId=${stockId}&side=${side}`);
    await expect(this.price).toBeVisible();
  }

  /** The last price the quote panel shows, as a plain decimal. */
  async lastPrice(): Promise<string> {
    await expect(this.last).toHaveText(/\d/);
    return ((await this.last.textContent()) ?? '').replace(/,/g, '');
  }

  /** Enters the trade password when the ticket asks for it, remembered for the session. */
  async tradePasswordIfAsked(password: string): Promise<void> {
    const field = this.page.getByLabel('Trade password');
    if ((await field.count()) === 0) return;
    await field.fill(password);
    await this.page.getByLabel('Remember it for this session').check();
  }

  /** Reviews and submits (through the confirm step unless the client turned it off). */
  async submit(): Promise<void> {
    await expect(this.page.getByTestId('estimate-total')).toBeVisible();
    await this.review.click();
    const confirm = this.page.getByTestId('confirm-step');
    await expect(confirm.or(this.placed).or(this.failure)).toBeVisible();
    if (await confirm.isVisible()) await this.page.getByTestId('submit-order').click();
    await expect(this.placed.or(this.failure)).toBeVisible();
  }
}

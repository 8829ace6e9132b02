import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { roundToSpread } from '../../packages/contract/src/domain/stock/spread-table';
import { tradingPhaseAt } from '../../packages/contract/src/domain/stock/trading-sessions';
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

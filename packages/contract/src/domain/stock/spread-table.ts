/*
 * Tick sizes (issue 15). HKEX: the Part A spread table of the Rules of the Exchange (Third Schedule), the price
 * bands and their tick sizes below. US (Reg NMS Rule 612): $0.01 at and above $1.00, $0.0001 below. SSE/SZSE
 * A-shares: CNY 0.01. Prices are decimal strings and decimal.js inside, never floats. Zod-free.
 */
import { Decimal } from 'decimal.js';
import type { StockExchangeCode } from './exchanges';

export type SpreadBand = { readonly from: string; readonly to: string; readonly tick: string };

/** HKEX Part A: a price from `from` (inclusive) below `to` steps by `tick`; the table runs from 0.01 to 9,995. */
export const hkexSpreadTable: readonly SpreadBand[] = [
  { from: '0.01', to: '0.25', tick: '0.001' },
  { from: '0.25', to: '0.5', tick: '0.005' },
  { from: '0.5', to: '10', tick: '0.01' },
  { from: '10', to: '20', tick: '0.02' },
  { from: '20', to: '100', tick: '0.05' },
  { from: '100', to: '200', tick: '0.1' },
  { from: '200', to: '500', tick: '0.2' },
  { from: '500', to: '1000', tick: '0.5' },
  { from: '1000', to: '2000', tick: '1' },
  { from: '2000', to: '5000', tick: '2' },
  { from: '5000', to: '9995', tick: '5' },
];

/** The lowest and highest price an exchange accepts. */
export function priceLimitsOf(exchange: StockExchangeCode): { minimum: string; maximum: string } {
  if (exchange === 'HKEX') return { minimum: '0.01', maximum: '9995' };
  if (exchange === 'SSE' || exchange === 'SZSE') return { minimum: '0.01', maximum: '99999.99' };
  return { minimum: '0.0001', maximum: '999999.99' };
}

export type TickDirection = 'up' | 'down';

/**
 * The tick to step from `price` in `direction`. At a band's edge the step up takes the band above and the step down
 * the band below (HKEX 10.00: up 0.02 to 10.02, down 0.01 to 9.99; US 1.00: up 0.01, down 0.0001).
 */
export function tickSizeAt(exchange: StockExchangeCode, price: string, direction: TickDirection = 'up'): string {
  const value = new Decimal(price);
  if (exchange === 'SSE' || exchange === 'SZSE') return '0.01';
  if (exchange === 'NASDAQ' || exchange === 'NYSE') {
    return value.gt(1) || (value.eq(1) && direction === 'up') ? '0.01' : '0.0001';
  }
  const band =
    direction === 'up'
      ? hkexSpreadTable.find((candidate) => value.lt(candidate.to))
      : hkexSpreadTable.find((candidate) => value.lte(candidate.to));
  return band?.tick ?? '5';
}

/** Whether a price is one the exchange accepts: inside its limits and a whole number of its band's ticks. */
export function isOnSpread(exchange: StockExchangeCode, price: string): boolean {
  if (!/^\d+(\.\d+)?$/.test(price)) return false;
  const value = new Decimal(price);
  const { minimum, maximum } = priceLimitsOf(exchange);
  if (value.lt(minimum) || value.gt(maximum)) return false;
  return (
    value.mod(tickSizeAt(exchange, price, 'up')).isZero() || value.mod(tickSizeAt(exchange, price, 'down')).isZero()
  );
}

function decimalsOf(tick: string): number {
  return new Decimal(tick).decimalPlaces();
}

/**
 * A price moved by `ticks` steps of the spread table (negative: down), each step with the tick of the band it starts
 * from. A price off the spread first moves to the nearest one in the direction of travel (that is the first step).
 * The result stays inside the exchange's limits and is written with its tick's decimals ('10.02', '385.6').
 */
export function stepPrice(exchange: StockExchangeCode, price: string, ticks: number): string {
  const { minimum, maximum } = priceLimitsOf(exchange);
  let current = new Decimal(price);
  const direction: TickDirection = ticks >= 0 ? 'up' : 'down';
  for (let step = 0; step < Math.abs(ticks); step += 1) {
    const tick = new Decimal(tickSizeAt(exchange, current.toString(), direction));
    const next =
      direction === 'up'
        ? current.div(tick).floor().times(tick).plus(tick)
        : current.div(tick).ceil().times(tick).minus(tick);
    if (next.lt(minimum) || next.gt(maximum)) break;
    current = next;
  }
  return formatOnSpread(exchange, current);
}

/** A price rounded to the spread ('down' to the highest on-spread price not above it, 'up' to the lowest not below). */
export function roundToSpread(exchange: StockExchangeCode, price: string, direction: TickDirection): string {
  const value = new Decimal(price);
  const { minimum, maximum } = priceLimitsOf(exchange);
  if (value.lte(minimum)) return formatOnSpread(exchange, new Decimal(minimum));
  if (value.gte(maximum)) return formatOnSpread(exchange, new Decimal(maximum));
  if (isOnSpread(exchange, value.toString())) return formatOnSpread(exchange, value);
  const tick = new Decimal(tickSizeAt(exchange, value.toString(), 'up'));
  const rounded = direction === 'up' ? value.div(tick).ceil().times(tick) : value.div(tick).floor().times(tick);
  return formatOnSpread(exchange, rounded);
}

/** An on-spread price written with its tick's decimals: HKEX '0.123', '1.23', '10.00', '350.2', '1000'. */
function formatOnSpread(exchange: StockExchangeCode, value: Decimal): string {
  return value.toFixed(decimalsOf(tickSizeAt(exchange, value.toString(), 'up')));
}

/** The number of ticks between two on-spread prices (to above from: positive). */
export function ticksBetween(exchange: StockExchangeCode, from: string, to: string): number {
  let count = 0;
  let current = from;
  const target = new Decimal(to);
  const up = target.gt(from);
  while (!new Decimal(current).eq(target)) {
    const next = stepPrice(exchange, current, up ? 1 : -1);
    if (next === current || (up ? new Decimal(next).gt(target) : new Decimal(next).lt(target))) break;
    current = next;
    count += up ? 1 : -1;
  }
  return count;
}

import type { StockExchangeCode } from '@portal/contract/domain/stock/exchanges';

/*
 * The prices an exchange allows, numbered: index 0 is the lowest price, each next index one tick above (the spread
 * table of domain/stock/spread-table.ts, as integers). The simulator walks on these indices, so every price it makes
 * is on the spread by construction. Prices are integers of 1/10,000 of the currency ("units") here: exact, no float.
 */

export const unitsPerCurrency = 10_000;

type Band = { readonly from: number; readonly to: number; readonly tick: number; readonly decimals: number };
type Grid = { readonly bands: readonly (Band & { readonly firstIndex: number })[]; readonly lastIndex: number };

function gridOf(bands: readonly Band[]): Grid {
  let firstIndex = 0;
  const indexed = bands.map((band) => {
    const entry = { ...band, firstIndex };
    firstIndex += (band.to - band.from) / band.tick;
    return entry;
  });
  // The last band includes its upper edge.
  return { bands: indexed, lastIndex: firstIndex };
}

const u = (price: number) => Math.round(price * unitsPerCurrency);

const hongKong = gridOf([
  { from: u(0.01), to: u(0.25), tick: u(0.001), decimals: 3 },
  { from: u(0.25), to: u(0.5), tick: u(0.005), decimals: 3 },
  { from: u(0.5), to: u(10), tick: u(0.01), decimals: 2 },
  { from: u(10), to: u(20), tick: u(0.02), decimals: 2 },
  { from: u(20), to: u(100), tick: u(0.05), decimals: 2 },
  { from: u(100), to: u(200), tick: u(0.1), decimals: 1 },
  { from: u(200), to: u(500), tick: u(0.2), decimals: 1 },
  { from: u(500), to: u(1000), tick: u(0.5), decimals: 1 },
  { from: u(1000), to: u(2000), tick: u(1), decimals: 0 },
  { from: u(2000), to: u(5000), tick: u(2), decimals: 0 },
  { from: u(5000), to: u(9995), tick: u(5), decimals: 0 },
]);
const unitedStates = gridOf([
  { from: 1, to: u(1), tick: 1, decimals: 4 },
  { from: u(1), to: u(999_999), tick: u(0.01), decimals: 2 },
]);
const mainland = gridOf([{ from: u(0.01), to: u(99_999), tick: u(0.01), decimals: 2 }]);

function gridOfExchange(exchange: StockExchangeCode): Grid {
  return exchange === 'HKEX' ? hongKong : exchange === 'SSE' || exchange === 'SZSE' ? mainland : unitedStates;
}

function firstBandOf(grid: Grid) {
  const band = grid.bands[0];
  if (band === undefined) throw new Error('A price grid has no band.');
  return band;
}

function bandOfIndex(grid: Grid, index: number) {
  let found = firstBandOf(grid);
  for (const band of grid.bands) if (index >= band.firstIndex) found = band;
  return found;
}

export function lastIndexOf(exchange: StockExchangeCode): number {
  return gridOfExchange(exchange).lastIndex;
}

/** The price (units) of a grid index. */
export function unitsOfIndex(exchange: StockExchangeCode, index: number): number {
  const band = bandOfIndex(gridOfExchange(exchange), index);
  return band.from + (index - band.firstIndex) * band.tick;
}

/** The grid index nearest a price given in currency (a float from the model): the price snapped onto the spread. */
export function nearestIndex(exchange: StockExchangeCode, price: number): number {
  const grid = gridOfExchange(exchange);
  const units = price * unitsPerCurrency;
  if (units <= firstBandOf(grid).from) return 0;
  for (const band of grid.bands) {
    if (units < band.to) return band.firstIndex + Math.round((units - band.from) / band.tick);
  }
  return grid.lastIndex;
}

/** The grid index of a price written as a decimal string that is on the spread; rounded down otherwise. */
export function indexOfPrice(exchange: StockExchangeCode, price: string): number {
  const [whole = '0', fraction = ''] = price.split('.');
  const units = Number(whole) * unitsPerCurrency + Number(fraction.padEnd(4, '0').slice(0, 4));
  const grid = gridOfExchange(exchange);
  for (const band of grid.bands) {
    if (units < band.to) return Math.max(0, band.firstIndex + Math.floor((units - band.from) / band.tick));
  }
  return grid.lastIndex;
}

/** Units written as a decimal string with `decimals` places (units are exact, so nothing is rounded). */
export function formatUnits(units: number, decimals: number): string {
  const negative = units < 0;
  const absolute = Math.abs(Math.round(units));
  const whole = Math.floor(absolute / unitsPerCurrency);
  const fraction = String(absolute % unitsPerCurrency).padStart(4, '0');
  const text = decimals === 0 ? String(whole) : `${whole}.${fraction.slice(0, decimals)}`;
  return negative && absolute !== 0 ? `-${text}` : text;
}

/** The decimals a price at this index is written with (its tick's). */
export function decimalsOfIndex(exchange: StockExchangeCode, index: number): number {
  return bandOfIndex(gridOfExchange(exchange), index).decimals;
}

/** The price of a grid index as a decimal string with its tick's decimals ('620.5', '7.52', '0.163'). */
export function priceOfIndex(exchange: StockExchangeCode, index: number): string {
  return formatUnits(unitsOfIndex(exchange, index), decimalsOfIndex(exchange, index));
}

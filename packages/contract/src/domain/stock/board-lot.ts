/*
 * Board lots (issue 15): a Hong Kong order's quantity is a whole number of lots (odd lots are refused); a US share
 * trades singly (lot 1); a Stock Connect A-share buys in lots of 100. Quantities are whole shares written as
 * integers (strings on the wire). Zod-free.
 */

/** Whether `quantity` is a whole, positive number of shares: digits only, no sign, no decimals, no exponent. */
export function isWholeShares(quantity: string): boolean {
  return /^\d+$/.test(quantity) && BigInt(quantity) > 0n;
}

function lotOf(lot: number): bigint {
  if (!Number.isSafeInteger(lot) || lot < 1) throw new RangeError(`Not a board lot: ${lot}`);
  return BigInt(lot);
}

/** Whether a quantity of shares is a positive whole multiple of the board lot. */
export function isWholeLots(quantity: string | number, lot: number): boolean {
  const text = String(quantity);
  return isWholeShares(text) && BigInt(text) % lotOf(lot) === 0n;
}

/** The whole lots in a quantity of shares, rounded down ('1050' shares of lot 100 -> 10). */
export function lotsIn(quantity: string, lot: number): number {
  if (!/^\d+$/.test(quantity)) throw new RangeError(`Not a whole number of shares: ${quantity}`);
  return Number(BigInt(quantity) / lotOf(lot));
}

/** The shares in a number of lots (3 lots of 400 -> '1200'). */
export function sharesOfLots(lots: number, lot: number): string {
  if (!Number.isSafeInteger(lots) || lots < 0) throw new RangeError(`Not a number of lots: ${lots}`);
  return String(BigInt(lots) * lotOf(lot));
}

/** A quantity rounded down to whole lots ('1050' of lot 100 -> '1000'); the odd lot is what is left. */
export function roundDownToLots(quantity: string, lot: number): string {
  return sharesOfLots(lotsIn(quantity, lot), lot);
}

/** The odd-lot part of a quantity ('1050' of lot 100 -> '50'). */
export function oddLotOf(quantity: string, lot: number): string {
  if (!/^\d+$/.test(quantity)) throw new RangeError(`Not a whole number of shares: ${quantity}`);
  return String(BigInt(quantity) % lotOf(lot));
}

import { describe, expect, it } from 'vitest';
import {
  changedForm,
  fundsError,
  orderTypesFor,
  goodTillDateError,
  offSpreadOf,
  orderInputOf,
  priceError,
  quantityError,
  remarkError,
  startingForm,
  steppedPrice,
  steppedQuantity,
  ticketErrors,
} from './ticket-rules';
import { tencentTerms } from './trading-fixtures';

describe('the stock ticket rules', () => {
  const terms = tencentTerms();

  it('step a price one tick of the HKEX spread table, across band edges, from the prefilled price when empty', () => {
    expect(steppedPrice('HKEX', '388.2', '1', 1)).toBe('388.400');
    expect(steppedPrice('HKEX', '388.2', '1', -1)).toBe('388.000');
    expect(steppedPrice('HKEX', '10.00', '1', 1)).toBe('10.020');
    expect(steppedPrice('HKEX', '10.00', '1', -1)).toBe('9.990');
    expect(steppedPrice('HKEX', '', '388.2', 1)).toBe('388.400');
    expect(steppedPrice('HKEX', 'abc', '388.2', -1)).toBe('388.000');
    // Off the spread: the first step goes to the nearest price that way.
    expect(steppedPrice('HKEX', '388.25', '1', 1)).toBe('388.400');
    expect(steppedPrice('NASDAQ', '227.48', '1', 1)).toBe('227.49');
  });

  it('refuse a price off the spread with the nearest prices, unless the brand overrides out-of-spread prices', () => {
    expect(priceError('388.25', terms)).toEqual({ key: 'wrongSpread', values: { below: '388.2', above: '388.4' } });
    expect(priceError('388.25', { ...terms, overrideOutOfSpread: true })).toBeUndefined();
    expect(priceError('388.4', terms)).toBeUndefined();
    expect(priceError('', terms)).toEqual({ key: 'required' });
    for (const bad of ['0', '-1', '1e3', '1,000', '388.2001', '0388.2', '100000000000000000000']) {
      expect(priceError(bad, terms)?.key, bad).toBe('invalidPrice');
    }
  });

  it('take whole board lots only, and for a sell no more than the sellable quantity', () => {
    expect(quantityError('150', 'B', terms)).toEqual({ key: 'oddLot', values: { lot: '100' } });
    expect(quantityError('200', 'B', terms)).toBeUndefined();
    expect(quantityError('400', 'S', terms)).toEqual({ key: 'aboveSellable', values: { quantity: '300' } });
    expect(quantityError('300', 'S', terms)).toBeUndefined();
    expect(quantityError('0', 'B', terms)?.key).toBe('invalidQuantity');
    expect(quantityError('1.5', 'B', terms)?.key).toBe('invalidQuantity');
    expect(quantityError('00100', 'B', terms)?.key).toBe('invalidQuantity');
    expect(quantityError('100000000000000000000', 'B', terms)?.key).toBe('invalidQuantity');
  });

  it('refuse an order whose value at its limit reaches a trillion, as the server does (overOrderLimit)', () => {
    const form = { ...startingForm(terms, 'B'), price: '9995', quantity: '100100000' };
    expect(ticketErrors(form, terms, false)).toEqual({ quantity: { key: 'overOrderLimit' } });
    expect(ticketErrors({ ...form, quantity: '100000' }, terms, false)).toEqual({});
  });

  it('where the brand allows a price off the spread, ask the client to confirm it, send the confirmation', () => {
    const overriding = tencentTerms({ overrideOutOfSpread: true });
    const form = { ...startingForm(overriding, 'B'), price: '388.25' };
    expect(offSpreadOf(form, overriding)).toEqual({ price: '388.25', below: '388.2', above: '388.4' });
    expect(ticketErrors(form, overriding, false)).toEqual({ confirmOutOfSpread: { key: 'offSpreadUnconfirmed' } });
    const confirmed = changedForm(form, { confirmOutOfSpread: true }, overriding);
    expect(ticketErrors(confirmed, overriding, false)).toEqual({});
    expect(orderInputOf('HKEX-00700', confirmed, overriding, false)).toMatchObject({
      price: '388.25',
      confirmOutOfSpread: true,
    });
    // A new price asks again; a price on the table needs nothing and sends nothing.
    expect(changedForm(confirmed, { price: '388.35' }, overriding).confirmOutOfSpread).toBe(false);
    const onSpread = { ...confirmed, price: '388.4' };
    expect(offSpreadOf(onSpread, overriding)).toBeUndefined();
    expect(orderInputOf('HKEX-00700', onSpread, overriding, false)).not.toHaveProperty('confirmOutOfSpread');
    // A brand that does not allow it refuses the price (wrongSpread) and never asks.
    expect(offSpreadOf(form, terms)).toBeUndefined();
    expect(ticketErrors(form, terms, false)).toMatchObject({ price: { key: 'wrongSpread' } });
  });

  it('step the quantity one lot, an odd quantity first down to whole lots, never below one lot', () => {
    expect(steppedQuantity('200', 100, 1)).toBe('300');
    expect(steppedQuantity('200', 100, -1)).toBe('100');
    expect(steppedQuantity('100', 100, -1)).toBe('100');
    expect(steppedQuantity('150', 100, 1)).toBe('200');
    expect(steppedQuantity('150', 100, -1)).toBe('100');
    expect(steppedQuantity('', 100, 1)).toBe('100');
  });

  it('check the remark (10 valid characters) and the good-till-date range', () => {
    expect(remarkError('HEDGE-1')).toBeUndefined();
    expect(remarkError('ABCDEFGHIJK')).toEqual({ key: 'remarkTooLong' });
    expect(remarkError('備註')).toEqual({ key: 'remarkInvalidCharacters' });
    const range = { from: '2026-11-26', to: '2026-12-24' };
    expect(goodTillDateError('2026-12-01', range)).toBeUndefined();
    expect(goodTillDateError('2026-11-29', range)).toEqual({ key: 'goodTillDateNotTradingDay' });
    expect(goodTillDateError('2026-12-31', range)).toEqual({
      key: 'goodTillDateOutOfRange',
      values: { from: '2026-11-26', to: '2026-12-24' },
    });
    expect(goodTillDateError('', range)).toEqual({ key: 'goodTillDateInvalid' });
  });

  it('check a buy against buying power by the estimated total', () => {
    expect(fundsError('B', '99999.99', terms.buyingPower)).toBeUndefined();
    // The figures it names are amounts with the currency's decimals (SPEC §9).
    expect(fundsError('B', '100000.5', terms.buyingPower)).toEqual({
      key: 'aboveBuyingPower',
      values: { total: '100,000.50 HKD', available: '100,000.00 HKD' },
    });
    expect(fundsError('S', '100000.01', terms.buyingPower)).toBeUndefined();
  });

  it('start with the default type, the prefilled price and one lot, and send no price for a market order', () => {
    const form = startingForm(terms, 'B');
    expect(form).toMatchObject({ orderType: 'limit', price: '388.200', quantity: '100', programOrderType: 'none' });
    expect(ticketErrors(form, terms, false)).toEqual({});
    const market = { ...form, orderType: 'market', price: 'not a price' };
    expect(ticketErrors(market, terms, false)).toEqual({});
    expect(orderInputOf('HKEX-00700', market, terms, false)).not.toHaveProperty('price');
    const gtd = { ...form, programOrderType: 'goodTillDate', goodTillDate: '2026-12-01', remark: 'A1' };
    expect(orderInputOf('HKEX-00700', gtd, terms, false)).toMatchObject({
      price: '388.200',
      goodTillDate: '2026-12-01',
      remark: 'A1',
      saveTradePassword: false,
    });
  });

  it('send "allow pre-market and post-market" only for a limit order where offered, and ask for it in those hours', () => {
    const us = tencentTerms({ exchange: 'NASDAQ', orderTypes: ['limit', 'market'], prePostMarketAllowed: true });
    const form = { ...startingForm(us, 'B'), prePostMarket: true };
    expect(startingForm(us, 'B').prePostMarket).toBe(false);
    expect(orderInputOf('NASDAQ-AAPL', form, us, false)).toMatchObject({ prePostMarket: true });
    expect(orderInputOf('NASDAQ-AAPL', { ...form, orderType: 'market' }, us, false)).not.toHaveProperty(
      'prePostMarket',
    );
    // An account without the permission never sends it, whatever the form holds.
    expect(orderInputOf('HKEX-00700', form, terms, false)).not.toHaveProperty('prePostMarket');
    const preMarket = { ...us, tradingPhase: 'preMarket' as const };
    expect(ticketErrors({ ...form, prePostMarket: false }, preMarket, false)).toEqual({
      prePostMarket: { key: 'prePostMarketRequired' },
    });
    expect(ticketErrors(form, preMarket, false)).toEqual({});
    expect(ticketErrors({ ...form, prePostMarket: false }, us, false)).toEqual({});
  });

  it('ask for the trade password when the account needs one and the session has none saved', () => {
    const needing = tencentTerms({ tradePasswordRequired: true });
    const form = startingForm(needing, 'B');
    expect(ticketErrors(form, needing, false)).toEqual({ tradePassword: { key: 'tradePassword' } });
    expect(ticketErrors(form, needing, true)).toEqual({});
    expect(orderInputOf('HKEX-00700', { ...form, tradePassword: 'secret' }, needing, false)).toMatchObject({
      tradePassword: 'secret',
    });
  });

  it('offer no at-auction types for a buy when the account may use them for sells only', () => {
    const sellOnly = tencentTerms({ auctionOrderSellOnly: true });
    expect(orderTypesFor('B', sellOnly)).toEqual(['limit', 'enhancedLimit', 'market', 'stopLimit']);
    expect(orderTypesFor('S', sellOnly)).toEqual(sellOnly.orderTypes);
    expect(orderTypesFor('B', terms)).toEqual(terms.orderTypes);
    const selling = { ...startingForm(sellOnly, 'S'), orderType: 'atAuction' };
    expect(changedForm(selling, { side: 'B' }, sellOnly)).toMatchObject({ side: 'B', orderType: 'limit' });
    expect(changedForm(selling, { quantity: '200' }, sellOnly)).toMatchObject({ orderType: 'atAuction' });
  });
});

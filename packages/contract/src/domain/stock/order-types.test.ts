import { describe, expect, it } from 'vitest';
import {
  allowsPrePostMarket,
  isOrderTypeAllowedInPhase,
  isStockOrderSide,
  isStockOrderType,
  isStockTradingSuspended,
  needsPrice,
  needsTriggerPrice,
  orderTypeRefusal,
  orderValueError,
  priceInputError,
  quantityInputError,
  shownOrderTypes,
  shownProgramOrderTypes,
  stockOrderTypes,
} from './order-types';
import type { StockTradingPermissions } from './order-types';
import { stockTradingPermissionsSchema } from './stock-trading-permissions-schema';

const permissions: StockTradingPermissions = {
  allowHongKongBcanOverride: false,
  allowChinaBcanOverride: false,
  auctionOrderSellOnly: false,
  validOrderTypes: ['stopLimit', 'greyMarket', 'market', 'limit', 'enhancedLimit', 'atAuction', 'atAuctionLimit'],
  defaultOrderType: 'enhancedLimit',
  tradePasswordRequired: true,
  validProgramOrderTypes: ['upTrigger'],
  allowPrePostMarketExchangeIds: ['NASDAQ'],
};

describe('order types shown on the ticket (SPEC §5)', () => {
  it('ranks greyMarket after every type a ticket offers', () => {
    expect(stockOrderTypes.at(-1)).toBe('greyMarket');
  });

  it('shows the valid types below the grey-market type, in rank, the default first', () => {
    expect(shownOrderTypes(permissions)).toEqual([
      'enhancedLimit',
      'limit',
      'market',
      'atAuction',
      'atAuctionLimit',
      'stopLimit',
    ]);
  });

  it('shows only what a market takes: limit, market and stop-limit in the US, limit on Stock Connect', () => {
    expect(shownOrderTypes(permissions, 'US')).toEqual(['limit', 'market', 'stopLimit']);
    expect(shownOrderTypes(permissions, 'CN')).toEqual(['limit']);
    expect(shownOrderTypes({ ...permissions, defaultOrderType: 'market' }, 'US')).toEqual([
      'market',
      'limit',
      'stopLimit',
    ]);
  });

  it('keeps the rank when the default is not valid, and lists a type given twice once', () => {
    expect(shownOrderTypes({ validOrderTypes: ['market', 'limit', 'limit'], defaultOrderType: 'stopLimit' })).toEqual([
      'limit',
      'market',
    ]);
  });

  it('suspends trading when there is no valid type, or only the grey-market type', () => {
    expect(isStockTradingSuspended({ validOrderTypes: [], defaultOrderType: 'limit' })).toBe(true);
    expect(isStockTradingSuspended({ validOrderTypes: ['greyMarket'], defaultOrderType: 'greyMarket' })).toBe(true);
    expect(isStockTradingSuspended({ validOrderTypes: ['limit'], defaultOrderType: 'limit' })).toBe(false);
  });
});

describe('program order types shown (SPEC §5)', () => {
  it('shows none, then good-till-date when the brand enables it, then the permitted ones', () => {
    expect(shownProgramOrderTypes(true, permissions)).toEqual(['none', 'goodTillDate', 'upTrigger']);
    expect(shownProgramOrderTypes(false, permissions)).toEqual(['none', 'upTrigger']);
  });

  it('does not repeat none or good-till-date when the account lists them, nor shows good-till-date the brand lacks', () => {
    const listed = { validProgramOrderTypes: ['goodTillDate', 'none', 'downTrigger', 'downTrigger'] as const };
    expect(shownProgramOrderTypes(true, listed)).toEqual(['none', 'goodTillDate', 'downTrigger']);
    expect(shownProgramOrderTypes(false, listed)).toEqual(['none', 'downTrigger']);
  });
});

describe('what an order type needs and when it may be placed', () => {
  it('asks a price of every type but market and at-auction, and a trigger of stop-limit only', () => {
    expect(stockOrderTypes.filter((type) => !needsPrice(type))).toEqual(['market', 'atAuction']);
    expect(stockOrderTypes.filter(needsTriggerPrice)).toEqual(['stopLimit']);
  });

  it('takes HKEX at-auction types in the auctions and the other types in the continuous session only', () => {
    expect(isOrderTypeAllowedInPhase('HKEX', 'atAuction', 'preOpening')).toBe(true);
    expect(isOrderTypeAllowedInPhase('HKEX', 'atAuctionLimit', 'closingAuction')).toBe(true);
    expect(isOrderTypeAllowedInPhase('HKEX', 'atAuction', 'continuous')).toBe(false);
    expect(isOrderTypeAllowedInPhase('HKEX', 'limit', 'continuous')).toBe(true);
    expect(isOrderTypeAllowedInPhase('HKEX', 'limit', 'preOpening')).toBe(false);
    expect(isOrderTypeAllowedInPhase('HKEX', 'limit', 'lunchBreak')).toBe(false);
    expect(isOrderTypeAllowedInPhase('HKEX', 'limit', 'closed')).toBe(false);
  });

  it('takes a grey-market order in no exchange phase (it has its own session)', () => {
    const phases = ['closed', 'preOpening', 'continuous', 'lunchBreak', 'closingAuction'] as const;
    expect(phases.filter((phase) => isOrderTypeAllowedInPhase('HKEX', 'greyMarket', phase))).toEqual([]);
  });

  it('takes US limit orders only in pre-market and post-market, and no at-auction type in the US', () => {
    expect(isOrderTypeAllowedInPhase('US', 'limit', 'preMarket')).toBe(true);
    expect(isOrderTypeAllowedInPhase('US', 'market', 'postMarket')).toBe(false);
    expect(isOrderTypeAllowedInPhase('US', 'atAuction', 'continuous')).toBe(false);
    expect(isOrderTypeAllowedInPhase('CN', 'limit', 'preOpening')).toBe(true);
  });

  it('refuses a type the account or market lacks, an at-auction buy when sell-only, a type out of its phase', () => {
    const hk = { market: 'HKEX', side: 'B' } as const;
    expect(orderTypeRefusal(permissions, { ...hk, type: 'limit' }, 'continuous')).toBeUndefined();
    expect(orderTypeRefusal(permissions, { ...hk, type: 'specialLimit' }, 'continuous')).toBe('invalidOrderType');
    expect(orderTypeRefusal(permissions, { ...hk, type: 'greyMarket' }, 'continuous')).toBe('invalidOrderType');
    expect(orderTypeRefusal(permissions, { market: 'CN', side: 'B', type: 'market' }, 'continuous')).toBe(
      'invalidOrderType',
    );
    const sellOnly = { ...permissions, auctionOrderSellOnly: true };
    expect(orderTypeRefusal(sellOnly, { ...hk, type: 'atAuction' }, 'preOpening')).toBe('atAuctionSellOnly');
    expect(orderTypeRefusal(sellOnly, { ...hk, side: 'S', type: 'atAuction' }, 'preOpening')).toBeUndefined();
    expect(orderTypeRefusal(permissions, { ...hk, type: 'atAuction' }, 'preOpening')).toBeUndefined();
    expect(orderTypeRefusal(permissions, { ...hk, type: 'atAuction' }, 'continuous')).toBe(
      'orderTypeNotAllowedInPhase',
    );
  });

  it('allows pre/post-market trading only on the listed exchanges', () => {
    expect(allowsPrePostMarket(permissions, 'NASDAQ')).toBe(true);
    expect(allowsPrePostMarket(permissions, 'NYSE')).toBe(false);
  });

  it('tells sides and types from anything else', () => {
    expect([isStockOrderSide('B'), isStockOrderSide('S'), isStockOrderSide('b'), isStockOrderSide('BUY')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([isStockOrderType('atAuctionLimit'), isStockOrderType('AO'), isStockOrderType(1)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('the permissions schema', () => {
  it('parses the permissions and refuses an unknown order type', () => {
    expect(stockTradingPermissionsSchema.parse(permissions)).toEqual(permissions);
    expect(stockTradingPermissionsSchema.safeParse({ ...permissions, validOrderTypes: ['fillOrKill'] }).success).toBe(
      false,
    );
  });
});

describe('a price and a quantity as typed', () => {
  it('accepts a plain price above zero within the decimals, trailing zeros aside', () => {
    for (const price of ['388.6', '388.600', '0.011', '9995', '12.3000', '999999999999.999']) {
      expect(priceInputError(price, 3), price).toBeUndefined();
    }
    expect(priceInputError('0.0123', 4)).toBeUndefined();
  });

  it('refuses zero, negative, exponent notation, separators, spaces and too many decimals', () => {
    for (const price of [
      '0',
      '0.000',
      '-1',
      '+5',
      '1e3',
      '1E-2',
      '1,000',
      ' 5',
      '5 ',
      '',
      '.5',
      '5.',
      'abc',
      '12.3456',
      '0380',
      '00.5',
      '1000000000000',
      '100000000000000000000',
      '1' + '0'.repeat(30),
    ]) {
      expect(priceInputError(price, 3), JSON.stringify(price)).toBe('invalidPrice');
    }
    expect(priceInputError('230.501', 2)).toBe('invalidPrice');
  });

  it('accepts whole shares above zero and refuses anything else', () => {
    for (const quantity of ['100', '2000', '1', '999999999999']) expect(quantityInputError(quantity)).toBeUndefined();
    for (const quantity of [
      '0',
      '000',
      '-100',
      '100.0',
      '1e3',
      '1,000',
      ' 100',
      '',
      '1000000000000',
      '100000000000000000000',
      '+100',
      '00100',
      '0100',
    ]) {
      expect(quantityInputError(quantity), JSON.stringify(quantity)).toBe('invalidQuantity');
    }
  });

  it('refuses an order whose value (price × quantity) reaches the figure ceiling', () => {
    expect(orderValueError('380', '100')).toBeUndefined();
    expect(orderValueError('999999', '1000000')).toBeUndefined();
    expect(orderValueError('1000000', '1000000')).toBe('overOrderLimit');
    expect(orderValueError('99999999999', '999999999999')).toBe('overOrderLimit');
  });
});

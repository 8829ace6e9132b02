import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './result-catalogue';
import {
  isStockOrderResult,
  stockOrderResultCatalogue,
  stockOrderResultCodes,
  stockOrderResultMessages,
  stockOrderResultOf,
  stockOrderResults,
} from './stock-order-results';
import type { StockOrderResult } from './stock-order-results';
import { orderTypeRefusal, priceInputError, quantityInputError } from '../stock/order-types';
import { amendRefusal, cancelRefusal } from '../stock/stock-order-status';

/** The family of a code: its hundreds (82 the order itself … 88 BCAN and grey market). */
const familyOf = (code: number) => Math.floor(code / 100);

describe('stock order results (SPEC §8: 8201 to 8805, 9999 unknown)', () => {
  it('has every code within 8201-8805 except unknown, which is 9999', () => {
    for (const result of stockOrderResults) {
      const code = stockOrderResultCodes[result];
      if (result === 'unknown') expect(code).toBe(9999);
      else {
        expect(code, result).toBeGreaterThanOrEqual(8201);
        expect(code, result).toBeLessThanOrEqual(8805);
        expect(code % 100, result).toBeGreaterThan(0);
      }
    }
    expect(stockOrderResults.at(-1)).toBe('unknown');
  });

  it('lists the codes in rising order, each family numbered from 01 without gaps', () => {
    const codes = stockOrderResults.filter((result) => result !== 'unknown').map((r) => stockOrderResultCodes[r]);
    expect([...codes].sort((a, b) => a - b)).toEqual(codes);
    const families = new Map<number, number[]>();
    for (const code of codes) families.set(familyOf(code), [...(families.get(familyOf(code)) ?? []), code]);
    expect([...families.keys()]).toEqual([82, 83, 84, 85, 86, 87, 88]);
    for (const [family, members] of families) {
      expect(members).toEqual(members.map((_, place) => family * 100 + place + 1));
    }
  });

  it('puts each SPEC family in its hundred', () => {
    const { codes } = stockOrderResultCatalogue;
    expect([codes.invalidPrice, codes.invalidQuantity, codes.wrongSpread, codes.wrongLotSize].map(familyOf)).toEqual([
      82, 82, 82, 82,
    ]);
    expect([codes.clientSuspended, codes.aeSuspended, codes.productSuspended].map(familyOf)).toEqual([83, 83, 83]);
    expect(
      [codes.insufficientFund, codes.insufficientQuantity, codes.overDailyLimit, codes.overExposureLimit].map(familyOf),
    ).toEqual([84, 84, 84, 84]);
    expect([codes.wrongTradePassword, codes.noPermission, codes.tradingHidden].map(familyOf)).toEqual([85, 85, 85]);
    expect([codes.nonTradingHour, codes.holiday].map(familyOf)).toEqual([86, 86]);
    expect([codes.duplicateReference, codes.orderNotFound, codes.orderNotAmendable].map(familyOf)).toEqual([
      87, 87, 87,
    ]);
    expect(codes.greyMarketRules).toBe(8805);
    expect([codes.hongKongBcanMissing, codes.chinaBcanInvalid].map(familyOf)).toEqual([88, 88]);
  });

  it('reads a code back as its result, and anything unlisted as unknown', () => {
    for (const result of stockOrderResults) expect(stockOrderResultOf(stockOrderResultCodes[result])).toBe(result);
    expect(stockOrderResultOf(8401)).toBe('insufficientFund');
    expect(stockOrderResultOf('8203')).toBe('wrongSpread');
    expect(stockOrderResultOf(8200)).toBe('unknown');
    expect(stockOrderResultOf(8806)).toBe('unknown');
    expect(stockOrderResultOf(undefined)).toBe('unknown');
  });

  it('gives every result its own text in English, Traditional and Simplified Chinese', () => {
    expect(catalogueProblems(stockOrderResultCatalogue)).toEqual([]);
    expect(stockOrderResultMessages.insufficientFund).toBe('There is not enough buying power for this order.');
    expect(stockOrderResultCatalogue.textOf('wrongLotSize', 'zh-HK')).toBe('數量必須為完整買賣單位，不接受碎股。');
    expect(stockOrderResultCatalogue.textOf('wrongLotSize', 'zh-CN')).toBe('数量必须为完整买卖单位，不接受碎股。');
  });

  it('tells a result name from anything else', () => {
    expect(isStockOrderResult('wrongSpread')).toBe(true);
    expect(isStockOrderResult('WrongSpread')).toBe(false);
    expect(isStockOrderResult(8203)).toBe(false);
    expect(isStockOrderResult('hasOwnProperty')).toBe(false);
  });
});

describe('the stock rules refuse with names of this catalogue', () => {
  it('gives order-type, amend, cancel, price and quantity refusals that are stock order results', () => {
    const permissions = { validOrderTypes: ['limit'], defaultOrderType: 'limit', auctionOrderSellOnly: true } as const;
    // Typed as StockOrderResult: a refusal the catalogue does not list would not compile.
    const refusals: (StockOrderResult | undefined)[] = [
      orderTypeRefusal(permissions, { market: 'HKEX', side: 'B', type: 'market' }, 'continuous'),
      orderTypeRefusal(
        { ...permissions, validOrderTypes: ['atAuction'] },
        { market: 'HKEX', side: 'B', type: 'atAuction' },
        'preOpening',
      ),
      orderTypeRefusal(permissions, { market: 'HKEX', side: 'B', type: 'limit' }, 'preOpening'),
      amendRefusal('queuing', 'CN', ['HKEX']),
      amendRefusal('modifying', 'HKEX', ['HKEX']),
      cancelRefusal('cancelled'),
      cancelRefusal('matched'),
      cancelRefusal('rejected'),
      priceInputError('1e3', 3),
      quantityInputError('-100'),
    ];
    expect(refusals).toEqual([
      'invalidOrderType',
      'atAuctionSellOnly',
      'orderTypeNotAllowedInPhase',
      'orderNotAmendable',
      'orderChangeInProgress',
      'orderAlreadyCancelled',
      'orderAlreadyFilled',
      'orderNotCancellable',
      'invalidPrice',
      'invalidQuantity',
    ]);
    expect(refusals.every(isStockOrderResult)).toBe(true);
  });
});

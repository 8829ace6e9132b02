import { describe, expect, it } from 'vitest';
import {
  amendRefusal,
  cancelRefusal,
  finalStockOrderStatuses,
  isFinalStockOrderStatus,
  isOpenStockOrderStatus,
  isRestingStockOrderStatus,
  isStockOrderStatus,
  openStockOrderStatuses,
  stockOrderDisplayGroupOf,
  stockOrderDisplayGroups,
  stockOrderStatuses,
} from './stock-order-status';

describe('stock order statuses (SPEC §4)', () => {
  it('lists the 23 statuses of SPEC §4 in its order', () => {
    expect(stockOrderStatuses).toHaveLength(23);
    expect(stockOrderStatuses.slice(0, 7)).toEqual([
      'pending',
      'modifying',
      'cancelling',
      'processing',
      'queuing',
      'matched',
      'partiallyMatched',
    ]);
    expect(stockOrderStatuses.at(-1)).toBe('success');
    expect(new Set(stockOrderStatuses).size).toBe(23);
  });

  it('splits every status into open or final', () => {
    for (const status of stockOrderStatuses) {
      expect(isOpenStockOrderStatus(status), status).toBe(!isFinalStockOrderStatus(status));
    }
    expect(openStockOrderStatuses.length + finalStockOrderStatuses.length).toBe(23);
    expect(isStockOrderStatus('partiallyCancelled')).toBe(true);
    expect(isStockOrderStatus('Filled')).toBe(false);
    for (const status of ['matched', 'cancelled', 'rejected', 'partiallyCancelled', 'unmatched', 'failed'] as const) {
      expect(isFinalStockOrderStatus(status), status).toBe(true);
    }
  });

  it('rests pending, queuing, partially matched, modifying and cancelling orders in the market, and no other', () => {
    expect(stockOrderStatuses.filter(isRestingStockOrderStatus)).toEqual([
      'pending',
      'modifying',
      'cancelling',
      'queuing',
      'partiallyMatched',
    ]);
    expect(stockOrderStatuses.filter(isRestingStockOrderStatus).every(isOpenStockOrderStatus)).toBe(true);
  });

  it('amends a resting order where its market allows it, and says why not otherwise', () => {
    expect(amendRefusal('queuing', 'HKEX', ['HKEX'])).toBeUndefined();
    expect(amendRefusal('partiallyMatched', 'US', ['HKEX', 'US'])).toBeUndefined();
    expect(amendRefusal('queuing', 'US', ['HKEX'])).toBe('orderNotAmendable');
    expect(amendRefusal('queuing', 'HKEX', [])).toBe('orderNotAmendable');
    expect(amendRefusal('queuing', 'CN', ['HKEX', 'US'])).toBe('orderNotAmendable');
    expect(amendRefusal('modifying', 'HKEX', ['HKEX'])).toBe('orderChangeInProgress');
    expect(amendRefusal('cancelled', 'HKEX', ['HKEX'])).toBe('orderAlreadyCancelled');
    expect(amendRefusal('matched', 'HKEX', ['HKEX'])).toBe('orderAlreadyFilled');
    expect(amendRefusal('approvalRequired', 'HKEX', ['HKEX'])).toBe('orderNotAmendable');
    expect(amendRefusal('rejected', 'HKEX', ['HKEX'])).toBe('orderNotAmendable');
  });

  it('cancels an open order not already changing, on any market, and says why not otherwise', () => {
    for (const status of ['pending', 'queuing', 'partiallyMatched', 'approvalRequired'] as const) {
      expect(cancelRefusal(status), status).toBeUndefined();
    }
    expect(cancelRefusal('cancelling')).toBe('orderChangeInProgress');
    expect(cancelRefusal('partiallyCancelled')).toBe('orderAlreadyCancelled');
    expect(cancelRefusal('success')).toBe('orderAlreadyFilled');
    expect(cancelRefusal('error')).toBe('orderNotCancellable');
  });

  it('puts every status in one group of the other listing, each group used', () => {
    const groups = stockOrderStatuses.map(stockOrderDisplayGroupOf);
    expect(new Set(groups)).toEqual(new Set(stockOrderDisplayGroups));
    expect(stockOrderDisplayGroupOf('matched')).toBe('filled');
    expect(stockOrderDisplayGroupOf('queuing')).toBe('inMarket');
    expect(stockOrderDisplayGroupOf('partiallyMatched')).toBe('partiallyFilled');
    expect(stockOrderDisplayGroupOf('approving')).toBe('approvalRequired');
    expect(stockOrderDisplayGroupOf('rejected')).toBe('cancel');
    // An open order is never shown as done, and a final one never as in the market.
    for (const status of stockOrderStatuses) {
      const group = stockOrderDisplayGroupOf(status);
      if (group === 'inMarket' || group === 'approvalRequired')
        expect(isOpenStockOrderStatus(status), status).toBe(true);
      if (group === 'filled' || group === 'cancel') expect(isFinalStockOrderStatus(status), status).toBe(true);
    }
  });
});

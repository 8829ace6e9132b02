import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contract/brands';
import type { StockOrderStatus } from '@portal/contract/domain/stock/stock-order-status';
import type { StockOrderDependencies } from './stock-order-dependencies';
import type { StockOrderTable } from './stock-order-tables';
import { toStockOrder } from './stock-order-view';

const row = (status: StockOrderStatus, change: Partial<StockOrderTable> = {}): StockOrderTable => ({
  id: 'SO0001',
  account_code: 'C10001',
  source: 'gateway',
  client_reference: 'reference-1',
  stock_id: 'HKEX-00700',
  exchange: 'HKEX',
  currency: 'HKD',
  side: 'B',
  order_type: 'limit',
  program_order_type: 'none',
  price: '388.2',
  stop_price: null,
  triggered: 1,
  quantity: '200',
  filled_quantity: '100',
  filled_consideration: '38820',
  filled_fees: '0',
  status,
  remark: '',
  good_till_date: null,
  order_date: '2026-11-25',
  hold_asset: 'HKD',
  hold_amount: '38900',
  hold_price: '388.2',
  result_code: null,
  advisor_code: null,
  matched_until: '2026-11-25T02:00:00.000Z',
  version: 1,
  placed_at: '2026-11-25T02:00:00.000Z',
  updated_at: '2026-11-25T02:00:00.000Z',
  ...change,
});

const deps = { brand: getBrand('demo') } as unknown as StockOrderDependencies;
const actions = (status: StockOrderStatus, change?: Partial<StockOrderTable>) => {
  const order = toStockOrder(deps, row(status, change), undefined);
  return { amendable: order.amendable, cancellable: order.cancellable };
};

describe('the actions an order offers', () => {
  it('are the ones the amend and cancel operations allow: none while it is being modified or cancelled', () => {
    expect(actions('queuing')).toEqual({ amendable: true, cancellable: true });
    expect(actions('partiallyMatched')).toEqual({ amendable: true, cancellable: true });
    expect(actions('modifying')).toEqual({ amendable: false, cancellable: false });
    expect(actions('cancelling')).toEqual({ amendable: false, cancellable: false });
    expect(actions('matched')).toEqual({ amendable: false, cancellable: false });
    expect(actions('cancelled')).toEqual({ amendable: false, cancellable: false });
  });

  it('offer no amend for a market order or a China Connect order, but a cancel', () => {
    expect(actions('queuing', { price: null, order_type: 'market' })).toEqual({ amendable: false, cancellable: true });
    expect(actions('queuing', { exchange: 'SSE', stock_id: 'SSE-600519', currency: 'CNY' })).toEqual({
      amendable: false,
      cancellable: true,
    });
  });
});

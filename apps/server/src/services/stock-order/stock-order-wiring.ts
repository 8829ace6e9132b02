import { stockOrderService } from '@portal/contract';
import { AppError } from '../../platform/errors';
import { implementService } from '../../platform/rpc';

function notYet(): never {
  throw AppError.unavailable('Stock orders are not available yet.');
}

/**
 * The bound stock order service. Until stock-market's public.ts (instruments and the market data feed) and the fee
 * schedule of domain/stock/fees are on this branch, the operations answer 503; stockOrderImplementationWith holds the
 * real handlers.
 */
export const stockOrderImplementation = implementService(stockOrderService, {
  stockTradeTerms: async () => notYet(),
  estimateStockOrder: async () => notYet(),
  placeStockOrder: async () => notYet(),
  amendStockOrder: async () => notYet(),
  cancelStockOrder: async () => notYet(),
  getStockOrder: async () => notYet(),
  queryStockOrders: async () => notYet(),
  queryStockTrades: async () => notYet(),
  exportStockOrders: async () => notYet(),
  stockPositions: async () => notYet(),
  stockBuyingPower: async () => notYet(),
  loadOrderConfirmationReminder: async () => notYet(),
  saveOrderConfirmationReminder: async () => notYet(),
  checkSavedTradePassword: async () => notYet(),
});

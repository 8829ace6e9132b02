/*
 * The zod schema of an account's stock trading permissions (SPEC §3), for the service's responses. Apart from
 * order-types.ts so that the ticket's rules load no zod.
 */
import { z } from 'zod';
import { programOrderTypes, stockOrderSides, stockOrderTypes } from './order-types';
import type { StockTradingPermissions } from './order-types';

export const stockOrderSideSchema = z.enum(stockOrderSides);
export const stockOrderTypeSchema = z.enum(stockOrderTypes);
export const programOrderTypeSchema = z.enum(programOrderTypes);

export const stockTradingPermissionsSchema = z.object({
  allowHongKongBcanOverride: z.boolean(),
  allowChinaBcanOverride: z.boolean(),
  auctionOrderSellOnly: z.boolean(),
  validOrderTypes: z.array(stockOrderTypeSchema),
  defaultOrderType: stockOrderTypeSchema,
  tradePasswordRequired: z.boolean(),
  validProgramOrderTypes: z.array(programOrderTypeSchema),
  allowPrePostMarketExchangeIds: z.array(z.string().min(1)),
}) satisfies z.ZodType<StockTradingPermissions>;

import type { Kysely } from 'kysely';
import { stockExchanges } from '@portal/contract/domain/stock/exchanges';
import type { Database } from '../../platform/db/db';
import { stockCatalogue } from './stock-catalogue-data';

/** Inserts the demo stock catalogue; instruments already there are left as they are (idempotent). */
export async function seedStockCatalogue(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('stock_instrument')
    .values(
      stockCatalogue.map((entry) => ({
        stock_id: `${entry.exchange}-${entry.code}`,
        exchange: entry.exchange,
        code: entry.code,
        name_en: entry.en,
        name_zh_hk: entry.zhHK,
        name_zh_cn: entry.zhCN,
        currency: stockExchanges[entry.exchange].currency,
        board_lot: entry.lot,
        sector: entry.sector,
        status: entry.status ?? 'active',
        reference_price: entry.price,
      })),
    )
    .onConflict((conflict) => conflict.column('stock_id').doNothing())
    .execute();
}

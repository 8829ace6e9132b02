import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/db';
import { replayedCostStates } from '../../services/fund-order/positions';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Stored fund positions (services/fund-order/fund-order-tables.ts FundPositionTable): per account and fund the units its orders
 * moved and their average cost, kept by the fund order lifecycle so a valuation need not replay every order. Filled
 * here from the orders already in the database (the same replay the property test checks the stored rows against).
 */
export const fundPositionsMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('fund_position')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('fund_id', 'text', (column) => column.notNull().references('fund.id'))
      .addColumn('units', decimal, (column) => column.notNull())
      .addColumn('cost', decimal, (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('fund_position_pk', ['account_code', 'source', 'fund_id'])
      .execute();

    const portal = db as unknown as Kysely<Database>;
    const accounts = await portal
      .selectFrom('fund_order')
      .select(['account_code', 'source'])
      .where('status', 'in', ['deducted', 'priced', 'settled'])
      .distinct()
      .execute();
    const at = new Date().toISOString();
    for (const account of accounts) {
      const states = await replayedCostStates(portal, { accountCode: account.account_code, source: account.source });
      for (const [fundId, state] of states) {
        await portal
          .insertInto('fund_position')
          .values({
            account_code: account.account_code.toUpperCase(),
            source: account.source,
            fund_id: fundId,
            units: state.units.toFixed(),
            cost: state.cost.toFixed(),
            updated_at: at,
          })
          .execute();
      }
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('fund_position').execute();
  },
});

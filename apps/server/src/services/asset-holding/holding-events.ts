import type { Publish } from '../../platform/runtime/events';
import type { AssetHoldingTable } from './asset-holding-tables';

/**
 * The notifications a holding's change raises, where SPEC §3's types fit (issue 26 part 1): a cash holding's new
 * balance is a balancesUpdate (its currency, the value, nothing on hold); a holding that counts units is a
 * holdingUpdate (its name as the code, the quantity, nothing frozen). A holding valued as a whole (a flat, a car) has
 * no type that fits and raises none. A deleted holding is announced at zero; a restored one at what it holds again.
 */
export async function publishHoldingChange(publish: Publish, row: AssetHoldingTable): Promise<void> {
  const account = { accountCode: row.account_code, source: row.source } as const;
  const deleted = row.status === 'deleted';
  if (row.category === 'cash') {
    await publish({
      type: 'balancesUpdate',
      ...account,
      fields: { currencyCode: row.currency, balance: deleted ? '0' : row.value, holdFundAmount: '0' },
    });
    return;
  }
  if (row.quantity === null) return;
  await publish({
    type: 'holdingUpdate',
    ...account,
    // A code of three semicolon-separated parts is shown differently (SPEC §3): a name keeps none.
    fields: { code: row.name.replaceAll(';', ','), quantity: deleted ? '0' : row.quantity, freezeQuantity: '0' },
  });
}

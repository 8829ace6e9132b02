import { getBrand } from '@portal/contract/brands';
import { balanceOf, deposit, journalTotals } from '../platform/money/ledger';
import { fosBackendOf } from '../services/crypto-market/public';
import { recordPassedKnowledgeCheck } from '../services/suitability/public';
import type { CryptoOrderDependencies } from '../services/crypto-order/crypto-order-dependencies';
import type { TestApp } from './test-app';

/** The crypto order dependencies of a test app (the real FOS simulator). */
export function cryptoDependenciesOfTestApp(testApp: TestApp): CryptoOrderDependencies {
  const { db } = testApp.database;
  return {
    db,
    dialect: testApp.database.dialect,
    events: testApp.events,
    clock: testApp.clock,
    brand: getBrand(testApp.config.portalVariant),
    fos: () => fosBackendOf({ config: testApp.config, db }),
  };
}

let creditSequence = 0;

/** Credits a fos account's cash ('USD') or crypto ('CRYPTO:BTC', from HOUSE:CRYPTO:BTC). */
export async function creditFos(testApp: TestApp, accountCode: string, asset: string, amount: string): Promise<void> {
  creditSequence += 1;
  await testApp.database.db.transaction().execute((trx) =>
    deposit(trx, testApp.database.dialect, {
      accountCode,
      source: 'fos',
      asset,
      amount,
      reference: `crypto-test-${creditSequence}-${Math.random().toString(36).slice(2)}`,
      at: testApp.clock.now(),
      ...(asset.startsWith('CRYPTO:') ? { houseAccount: `HOUSE:${asset}` } : {}),
    }),
  );
}

/** Gives a fos test account a passed virtual-asset knowledge check (ADR 045: orders need it). */
export async function passKnowledgeCheck(testApp: TestApp, accountCode: string): Promise<void> {
  await recordPassedKnowledgeCheck(testApp.database.db, { accountCode, source: 'fos' }, testApp.clock.now());
}

export async function fosBalance(testApp: TestApp, accountCode: string, asset: string) {
  const balance = await balanceOf(testApp.database.db, { accountCode, source: 'fos', asset });
  return { available: balance.available.toFixed(), onHold: balance.onHold.toFixed() };
}

/** What a refused call must leave unchanged: the journal totals and the counts of ledger and crypto rows. */
export async function cryptoSnapshot(testApp: TestApp) {
  const db = testApp.database.db;
  const count = async (table: 'ledger_journal' | 'ledger_entry' | 'crypto_order' | 'crypto_fill' | 'order_reference') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    totals: [...(await journalTotals(db))].map(([asset, total]) => `${asset} ${total.toFixed()}`).sort(),
    journals: await count('ledger_journal'),
    entries: await count('ledger_entry'),
    orders: await count('crypto_order'),
    fills: await count('crypto_fill'),
    references: await count('order_reference'),
  };
}

export { unbalancedAssets } from './ledger-checks';

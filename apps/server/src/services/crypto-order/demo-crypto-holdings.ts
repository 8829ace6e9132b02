import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/db';
import { deposit } from '../../platform/money/ledger';
import { cryptoLedgerAsset, cryptoLedgerKinds, houseCryptoAccount } from './crypto-order-dependencies';

/**
 * The demo VA client's starting point (seed, not production): V20001 on the fos source holds USD and HKD cash to buy
 * with and some BTC, ETH (with a wei-level tail, held exactly) and USDT; V20002 USD and HKD cash. Idempotent per
 * reference.
 */
const demoHoldings: readonly {
  accountCode: string;
  asset: string;
  ledgerAsset: string;
  amount: string;
  house?: string;
}[] = [
  { accountCode: 'V20001', asset: 'USD', ledgerAsset: 'USD', amount: '25000.00' },
  { accountCode: 'V20001', asset: 'HKD', ledgerAsset: 'HKD', amount: '150000.00' },
  {
    accountCode: 'V20001',
    asset: 'BTC',
    ledgerAsset: cryptoLedgerAsset('BTC'),
    amount: '0.35',
    house: houseCryptoAccount('BTC'),
  },
  {
    accountCode: 'V20001',
    asset: 'ETH',
    ledgerAsset: cryptoLedgerAsset('ETH'),
    amount: '2.500000000000000001',
    house: houseCryptoAccount('ETH'),
  },
  {
    accountCode: 'V20001',
    asset: 'USDT',
    ledgerAsset: cryptoLedgerAsset('USDT'),
    amount: '1200',
    house: houseCryptoAccount('USDT'),
  },
  // V20002 (ADR 045): cash only, and no knowledge check passed yet.
  { accountCode: 'V20002', asset: 'USD', ledgerAsset: 'USD', amount: '10000.00' },
  { accountCode: 'V20002', asset: 'HKD', ledgerAsset: 'HKD', amount: '50000.00' },
];

export async function seedDemoCryptoHoldings(db: Kysely<Database>, at: Date): Promise<void> {
  const dialect = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  await db.transaction().execute(async (trx) => {
    for (const holding of demoHoldings) {
      await deposit(trx, dialect, {
        accountCode: holding.accountCode,
        source: 'fos',
        asset: holding.ledgerAsset,
        amount: holding.amount,
        reference: `demo-${holding.accountCode}-${holding.asset}`,
        at,
        kind: cryptoLedgerKinds.demoDeposit,
        ...(holding.house === undefined ? {} : { houseAccount: holding.house }),
      });
    }
  });
}

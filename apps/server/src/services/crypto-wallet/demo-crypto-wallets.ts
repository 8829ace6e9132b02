import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { cryptoNetworkOf } from '@portal/contract/domain/crypto/crypto-networks';
import { validAddressSamples } from '../../platform/crypto-address/address-samples';
import type { Database } from '../../platform/db/db';
import { createCustodySimulator } from '../../adapters/custody/custody-simulator';

/**
 * The demo VA client's wallets (seed, not production; idempotent): V20001 has declared and verified an Ethereum
 * wallet (a published EIP-55 sample address), and the 1,200 USDT it holds (crypto-order's demo holdings) arrived from
 * it as a completed deposit on Ethereum a day before the seed, so the wallet history has a movement to show. Its
 * credit is that holdings journal: this row adds no second one.
 */
export async function seedDemoCryptoWallets(db: Kysely<Database>, at: Date): Promise<void> {
  const account = { accountCode: 'V20001', source: 'fos' as const };
  const wallet = validAddressSamples.ethereum[0] ?? '';
  const dayBefore = new Date(at.getTime() - 86_400_000).toISOString();
  const custody = createCustodySimulator();
  const depositAddress = custody.depositAddress(account, 'ethereum');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('crypto_deposit_address')
      .values({
        account_code: account.accountCode,
        source: account.source,
        network: 'ethereum',
        address: depositAddress.address,
        memo: null,
        issued_at: dayBefore,
      })
      .onConflict((conflict) => conflict.columns(['account_code', 'source', 'network']).doNothing())
      .execute();
    await trx
      .insertInto('crypto_declared_wallet')
      .values({
        id: 'demo-V20001-wallet-ethereum',
        account_code: account.accountCode,
        source: account.source,
        network: 'ethereum',
        address: wallet,
        label: 'Hardware wallet',
        status: 'verified',
        proof_asset: null,
        proof_amount: null,
        proof_expires_at: null,
        verified_at: dayBefore,
        declared_at: dayBefore,
      })
      .onConflict((conflict) => conflict.columns(['account_code', 'source', 'network', 'address']).doNothing())
      .execute();
    await trx
      .insertInto('crypto_deposit')
      .values({
        id: 'demo-V20001-deposit-usdt',
        account_code: account.accountCode,
        source: account.source,
        asset: 'USDT',
        network: 'ethereum',
        amount: '1200',
        from_address: wallet,
        to_address: depositAddress.address,
        memo: null,
        transaction_hash: `0x${createHash('sha256').update('demo-V20001-deposit-usdt').digest('hex')}`,
        broadcast_at: dayBefore,
        required_confirmations: cryptoNetworkOf('ethereum')?.confirmations ?? 12,
        status: 'completed',
        held_reason: null,
        originator_kind: 'declaredWallet',
        originator_name: null,
        originator_relationship: null,
        originator_country: null,
        proof_wallet_id: null,
        credited_at: dayBefore,
        created_at: dayBefore,
        updated_at: dayBefore,
        version: 1,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  });
}

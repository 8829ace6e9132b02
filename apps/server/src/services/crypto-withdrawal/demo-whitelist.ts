import { whitelistCoolingOffHours } from '@portal/contract/domain/crypto/crypto-networks';
import type { Kysely } from 'kysely';
import { validAddressSamples } from '../../platform/crypto-address/address-samples';
import type { Database } from '../../platform/db/db';
import { activeKeyOf } from './whitelist';

/** The demo address: a published EIP-55 test vector (never a client's), whitelisted for USDT on Ethereum. */
export const demoWhitelistedAddress = {
  id: 'WA-DEMO-V20001-USDT',
  accountCode: 'V20001',
  asset: 'USDT',
  network: 'ethereum',
  address: validAddressSamples.ethereum[0] ?? '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  label: 'Cold wallet',
} as const;

/**
 * The demo VA client's whitelist (seed, not production): one USDT (Ethereum) address already past its cooling-off, and
 * nothing more (a journey adds its own). Idempotent: written once, by its id.
 */
export async function seedDemoWhitelist(db: Kysely<Database>, at: Date): Promise<void> {
  const addedAt = new Date(at.getTime() - 2 * whitelistCoolingOffHours * 3_600_000);
  const demo = demoWhitelistedAddress;
  await db
    .insertInto('crypto_whitelist_address')
    .values({
      id: demo.id,
      account_code: demo.accountCode,
      source: 'fos',
      asset: demo.asset,
      network: demo.network,
      address: demo.address,
      destination_tag: null,
      label: demo.label,
      added_at: addedAt.toISOString(),
      available_from: new Date(addedAt.getTime() + whitelistCoolingOffHours * 3_600_000).toISOString(),
      removed_at: null,
      active_key: activeKeyOf(
        { accountCode: demo.accountCode, source: 'fos' },
        demo.asset,
        demo.network,
        demo.address,
        null,
      ),
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

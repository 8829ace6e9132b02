import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract';
import type { CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';
import { checkAddress } from '../../platform/crypto-address/check-address';
import { validAddressSamples } from '../../platform/crypto-address/address-samples';
import { AppError } from '../../platform/http/errors';
import type { EventPublisher } from '../../platform/runtime/events';
import { balanceDiscrepancies } from '../../platform/money/ledger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditFos, fosBalance, unbalancedAssets } from '../../test/crypto-test-support';
import { cryptoWithdrawalDependenciesOf, type CryptoWithdrawalDependencies } from './crypto-withdrawal-dependencies';
import { advanceWithdrawal, cancelCryptoWithdrawal, CryptoWithdrawalChanged, runWithdrawalChain } from './lifecycle';
import { placeCryptoWithdrawal } from './placement';
import { addWhitelistedAddress, checkAddressRequest, removeWhitelistedAddress } from './whitelist';

/*
 * What must hold under load and when a step fails, on SQLite and (TEST_DATABASE_URL) PostgreSQL (ADR 044): 50
 * withdrawals at once against a balance for exactly 7 hold exactly 7; one withdrawal per client reference even when
 * sent five times at once; a cancel racing the simulated chain changes the withdrawal once and releases once; a crash
 * inside a step leaves nothing of it; the journals balance per asset. Address checks on published addresses.
 */

let testApp: TestApp;
const noStepUp = () => Promise.resolve();
const hour = 3_600_000;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function depsOf(events: EventPublisher = testApp.events): CryptoWithdrawalDependencies {
  return cryptoWithdrawalDependenciesOf({
    config: testApp.config,
    db: testApp.database.db,
    events,
    clock: testApp.clock,
  });
}

/** An event publisher whose transactions fail at their very end, after every write of theirs (a crash). */
function crashingEvents(): EventPublisher {
  const real = testApp.events;
  return {
    subscribe: (handler) => real.subscribe(handler),
    settled: () => real.settled(),
    inTransaction: (db, work) =>
      real.inTransaction(db, async (trx, publish) => {
        await work(trx, publish);
        throw new Error('the process died before the commit');
      }),
  };
}

async function readyAddress(accountCode: string): Promise<string> {
  const address = await addWhitelistedAddress(
    depsOf(),
    { accountCode, source: 'fos' },
    { asset: 'USDT', network: 'tron', address: validAddressSamples.tron[0] ?? '', label: 'Test' },
    noStepUp,
  );
  testApp.clock.advance(24 * hour);
  return address.addressId;
}

describe('crypto withdrawals under concurrency', () => {
  it('holds exactly 7 of 50 simultaneous withdrawals against a balance for exactly 7; 43 are insufficientAssets', async () => {
    const account = { accountCode: 'VAWD50', source: 'fos' as const };
    const addressId = await readyAddress(account.accountCode);
    // 7 × (10 + the 1 USDT fee on Tron) = 77.
    await creditFos(testApp, account.accountCode, 'CRYPTO:USDT', '77');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        placeCryptoWithdrawal(
          depsOf(),
          account,
          { addressId, amount: '10', clientReference: `va-fifty-${String(index).padStart(2, '0')}` },
          noStepUp,
        ),
      ),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(placed).toHaveLength(7);
    expect(refused).toHaveLength(43);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).code).toBe('insufficientAssets');
    }
    expect(await fosBalance(testApp, account.accountCode, 'CRYPTO:USDT')).toEqual({ available: '0', onHold: '77' });
    const rows = await testApp.database.db
      .selectFrom('crypto_withdrawal')
      .select('id')
      .where('account_code', '=', account.accountCode)
      .execute();
    expect(rows).toHaveLength(7);
    const references = await testApp.database.db
      .selectFrom('order_reference')
      .select('order_id')
      .where('account_code', '=', account.accountCode)
      .execute();
    expect(references).toHaveLength(7);
    expect(await unbalancedAssets(testApp)).toEqual([]);
    expect(await balanceDiscrepancies(testApp.database.db)).toEqual([]);
  });

  it('places one withdrawal for a client reference sent five times at once', async () => {
    const account = { accountCode: 'VAWDREF', source: 'fos' as const };
    const addressId = await readyAddress(account.accountCode);
    await creditFos(testApp, account.accountCode, 'CRYPTO:USDT', '1000');
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeCryptoWithdrawal(
          depsOf(),
          account,
          { addressId, amount: '50', clientReference: 'va-same-ref-1' },
          noStepUp,
        ),
      ),
    );
    expect(new Set(results.map((result) => result.answer.withdrawalId)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await fosBalance(testApp, account.accountCode, 'CRYPTO:USDT')).toEqual({ available: '949', onHold: '51' });
  });

  it('changes a withdrawal once when a cancel races the simulated chain: released exactly once', async () => {
    const account = { accountCode: 'VAWDRACE', source: 'fos' as const };
    const addressId = await readyAddress(account.accountCode);
    await creditFos(testApp, account.accountCode, 'CRYPTO:USDT', '100');
    const placed = await placeCryptoWithdrawal(
      depsOf(),
      account,
      { addressId, amount: '10', clientReference: 'va-race-0001' },
      noStepUp,
    );
    const read = await testApp.database.db
      .selectFrom('crypto_withdrawal')
      .selectAll()
      .where('id', '=', placed.answer.withdrawalId)
      .executeTakeFirstOrThrow();
    // The chain read the pending row; the client cancels first; the chain's change on that version is refused.
    await cancelCryptoWithdrawal(depsOf(), account, read.id);
    testApp.clock.advance(10 * 60_000);
    await expect(advanceWithdrawal(depsOf(), read)).rejects.toBeInstanceOf(CryptoWithdrawalChanged);
    // Both at once from the same read: one of them wins.
    const second = await placeCryptoWithdrawal(
      depsOf(),
      account,
      { addressId, amount: '10', clientReference: 'va-race-0002' },
      noStepUp,
    );
    const secondRead = await testApp.database.db
      .selectFrom('crypto_withdrawal')
      .selectAll()
      .where('id', '=', second.answer.withdrawalId)
      .executeTakeFirstOrThrow();
    const outcomes = await Promise.allSettled([
      cancelCryptoWithdrawal(depsOf(), account, secondRead.id),
      advanceWithdrawal(depsOf(), secondRead),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    const after = await testApp.database.db
      .selectFrom('crypto_withdrawal')
      .select(['status', 'version'])
      .where('id', '=', secondRead.id)
      .executeTakeFirstOrThrow();
    expect(after.version).toBe(1);
    const journals = await testApp.database.db
      .selectFrom('ledger_journal')
      .select('kind')
      .where('reference', 'in', [read.id, secondRead.id])
      .execute();
    // Each: one hold, and one release (cancelled) or nothing more yet (processing).
    const kinds = journals.map((journal) => journal.kind).sort();
    expect(kinds.filter((kind) => kind === 'cryptoWithdrawal.hold')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'cryptoWithdrawal.release')).toHaveLength(
      after.status === 'cancelled' ? 2 : 1,
    );
    expect(await unbalancedAssets(testApp)).toEqual([]);
    expect(await balanceDiscrepancies(testApp.database.db)).toEqual([]);
  });

  it('loses nothing when a step crashes: placement, cancel and completion leave no trace', async () => {
    const account = { accountCode: 'VAWDCRASH', source: 'fos' as const };
    const addressId = await readyAddress(account.accountCode);
    await creditFos(testApp, account.accountCode, 'CRYPTO:USDT', '100');
    const start = await fosBalance(testApp, account.accountCode, 'CRYPTO:USDT');
    await expect(
      placeCryptoWithdrawal(
        depsOf(crashingEvents()),
        account,
        { addressId, amount: '10', clientReference: 'va-crash-0001' },
        noStepUp,
      ),
    ).rejects.toThrow('the process died');
    expect(await fosBalance(testApp, account.accountCode, 'CRYPTO:USDT')).toEqual(start);
    const none = await testApp.database.db
      .selectFrom('order_reference')
      .select('order_id')
      .where('account_code', '=', account.accountCode)
      .execute();
    expect(none).toEqual([]);
    // The retry with the same reference is a first placement.
    const placed = await placeCryptoWithdrawal(
      depsOf(),
      account,
      { addressId, amount: '10', clientReference: 'va-crash-0001' },
      noStepUp,
    );
    expect(placed.replayed).toBe(false);
    const held = await fosBalance(testApp, account.accountCode, 'CRYPTO:USDT');
    await expect(cancelCryptoWithdrawal(depsOf(crashingEvents()), account, placed.answer.withdrawalId)).rejects.toThrow(
      'the process died',
    );
    expect(await fosBalance(testApp, account.accountCode, 'CRYPTO:USDT')).toEqual(held);
    testApp.clock.advance(10 * 60_000);
    const row = await testApp.database.db
      .selectFrom('crypto_withdrawal')
      .selectAll()
      .where('id', '=', placed.answer.withdrawalId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    await expect(advanceWithdrawal(depsOf(crashingEvents()), row)).rejects.toThrow('the process died');
    expect(await fosBalance(testApp, account.accountCode, 'CRYPTO:USDT')).toEqual(held);
    const completed = await advanceWithdrawal(depsOf(), row);
    expect(completed.status).toBe('completed');
    expect(await fosBalance(testApp, account.accountCode, 'CRYPTO:USDT')).toEqual({
      available: new ExactDecimal(start.available).minus(11).toFixed(),
      onHold: '0',
    });
    expect(await unbalancedAssets(testApp)).toEqual([]);
    expect(await balanceDiscrepancies(testApp.database.db)).toEqual([]);
  });
});

describe('removing an address', () => {
  it('keeps a withdrawal already placed to it going, and refuses new ones', async () => {
    const account = { accountCode: 'VAWDREMOVE', source: 'fos' as const };
    const addressId = await readyAddress(account.accountCode);
    await creditFos(testApp, account.accountCode, 'CRYPTO:USDT', '100');
    const placed = await placeCryptoWithdrawal(
      depsOf(),
      account,
      { addressId, amount: '10', clientReference: 'va-remove-0001' },
      noStepUp,
    );
    await removeWhitelistedAddress(depsOf(), account, addressId);
    await expect(
      placeCryptoWithdrawal(
        depsOf(),
        account,
        { addressId, amount: '10', clientReference: 'va-remove-0002' },
        noStepUp,
      ),
    ).rejects.toMatchObject({ code: 'addressNotWhitelisted' });
    testApp.clock.advance(10 * 60_000);
    await runWithdrawalChain(depsOf());
    const row = await testApp.database.db
      .selectFrom('crypto_withdrawal')
      .select('status')
      .where('id', '=', placed.answer.withdrawalId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
    expect(await fosBalance(testApp, account.accountCode, 'CRYPTO:USDT')).toEqual({ available: '89', onHold: '0' });
  });
});

describe('address checks for the whitelist (published addresses)', () => {
  const assetOf: Record<CryptoNetworkId, string> = {
    bitcoin: 'BTC',
    ethereum: 'ETH',
    tron: 'USDT',
    solana: 'SOL',
    xrpl: 'XRP',
    litecoin: 'LTC',
  };

  it('accepts every published valid address on its network', () => {
    for (const [network, samples] of Object.entries(validAddressSamples) as [CryptoNetworkId, readonly string[]][]) {
      for (const sample of samples) {
        expect(checkAddress(network, sample), `${network} ${sample}`).toMatchObject({ ok: true });
        expect(() =>
          checkAddressRequest({ asset: assetOf[network], network, address: sample, label: 'x' }),
        ).not.toThrow();
      }
    }
  });

  const refusalOf = (network: CryptoNetworkId, address: string): string => {
    try {
      checkAddressRequest({ asset: assetOf[network], network, address, label: 'x' });
      return 'accepted';
    } catch (error) {
      return error instanceof AppError ? error.code : String(error);
    }
  };

  it('refuses a malformed address, and a Bitcoin address on Litecoin as another network’s', () => {
    expect(refusalOf('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe('addressMalformed');
    expect(refusalOf('bitcoin', 'not an address')).toBe('addressMalformed');
    expect(refusalOf('litecoin', validAddressSamples.bitcoin[0] ?? '')).toBe('addressWrongNetwork');
    expect(refusalOf('tron', validAddressSamples.ethereum[0] ?? '')).toBe('addressWrongNetwork');
  });

  it('refuses one character changed or a wrong case in an EIP-55 address with the checksum code', () => {
    expect(refusalOf('ethereum', '0x5aaeB6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('addressChecksum');
    expect(refusalOf('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAee')).toBe('addressChecksum');
    expect(refusalOf('bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe('addressChecksum');
    expect(refusalOf('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe('addressChecksum');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExactDecimal,
  simulatorRejectedAddress,
  virtualAssetSessionRequiredCode,
  type CryptoWithdrawal,
  type WhitelistedAddress,
} from '@portal/contract';
import { balanceDiscrepancies } from '../../platform/money/ledger';
import { validAddressSamples } from '../../platform/crypto-address/address-samples';
import { signIn, type SignedIn } from '../../test/sign-in';
import { grantStepUp } from '../../test/step-up-test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditFos, fosBalance, unbalancedAssets } from '../../test/crypto-test-support';
import { cryptoWithdrawalDependenciesOf } from './crypto-withdrawal-dependencies';
import { demoWhitelistedAddress } from './demo-whitelist';
import { runWithdrawalChain } from './lifecycle';
import { withdrawalMovements } from './public';
import { client as withdrawingClient } from './crypto-withdrawal-service';
import { AppError } from '../../platform/http/errors';

/*
 * Whitelisted addresses and crypto withdrawals (issue 18 part 5, ADR 044) on the real app, on SQLite and
 * (TEST_DATABASE_URL) PostgreSQL: whitelisting under step-up with its cooling-off and notice, every refusal its code
 * with nothing changed, a withdrawal held, sent, confirmed and completed (or failed, or cancelled) on the server clock,
 * replay and 409, gateway sessions refused.
 */

let testApp: TestApp;
let client: SignedIn;
let sequence = 0;
const nextReference = () => `va-wd-ref-${String((sequence += 1)).padStart(4, '0')}`;
const hour = 3_600_000;

beforeAll(async () => {
  testApp = await createTestApp();
  client = await signIn(testApp, 'V20001');
  // A registered contact, so the whitelist's notice goes somewhere (the seed gives V20001 none).
  await testApp.database.db
    .updateTable('account')
    .set({ email: 'v20001@example.com' })
    .where('account_code', '=', 'V20001')
    .where('source', '=', 'fos')
    .execute();
  await creditFos(testApp, 'V20001', 'CRYPTO:USDT', '10000');
});
afterAll(async () => {
  await testApp.close();
});

function call(operation: string, payload: object, headers = client.headers) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/cryptoWithdrawal/${operation}`,
    headers,
    payload: { accountCode: 'V20001', source: 'fos', ...payload },
  });
}

function deps() {
  return cryptoWithdrawalDependenciesOf({
    config: testApp.config,
    db: testApp.database.db,
    events: testApp.events,
    clock: testApp.clock,
  });
}

async function whitelist(payload: object): Promise<WhitelistedAddress> {
  const stepUpToken = await grantStepUp(testApp, client, 'virtualAssetAddress');
  const response = await call('addWhitelistedAddress', { label: 'Mine', ...payload, stepUpToken });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ address: WhitelistedAddress }>().address;
}

async function withdraw(addressId: string, amount: string, clientReference = nextReference()) {
  const stepUpToken = await grantStepUp(testApp, client, 'virtualAssetWithdrawal');
  return call('placeCryptoWithdrawal', { addressId, amount, clientReference, stepUpToken });
}

async function counts() {
  const db = testApp.database.db;
  const count = async (
    table: 'ledger_journal' | 'crypto_withdrawal' | 'crypto_whitelist_address' | 'order_reference',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    journals: await count('ledger_journal'),
    withdrawals: await count('crypto_withdrawal'),
    addresses: await count('crypto_whitelist_address'),
    references: await count('order_reference'),
    usdt: await fosBalance(testApp, 'V20001', 'CRYPTO:USDT'),
  };
}

describe('the whitelist', () => {
  it('lists the seeded USDT (Ethereum) address, ready', async () => {
    const response = await call('searchWhitelistedAddresses', {});
    expect(response.statusCode, response.body).toBe(200);
    const { addresses } = response.json<{ addresses: WhitelistedAddress[] }>();
    expect(addresses).toEqual([
      expect.objectContaining({
        addressId: demoWhitelistedAddress.id,
        asset: 'USDT',
        network: 'ethereum',
        address: demoWhitelistedAddress.address,
        ready: true,
      }),
    ]);
  });

  it('adds an address under step-up, cooling off 24 h on the server clock, and sends a notice', async () => {
    const noticesBefore = await testApp.database.db
      .selectFrom('account_notice')
      .selectAll()
      .where('account_code', '=', 'V20001')
      .execute();
    const now = testApp.clock.now();
    const added = await whitelist({ asset: 'BTC', network: 'bitcoin', address: validAddressSamples.bitcoin[2] });
    expect(added).toMatchObject({
      asset: 'BTC',
      network: 'bitcoin',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      ready: false,
      availableFrom: new Date(now.getTime() + 24 * hour).toISOString(),
    });
    const notices = await testApp.database.db
      .selectFrom('account_notice')
      .selectAll()
      .where('account_code', '=', 'V20001')
      .execute();
    expect(notices.length).toBeGreaterThan(noticesBefore.length);
    expect(notices.map((notice) => notice.kind)).toContain('virtualAssetAddressAdded');
  });

  it('refuses without step-up (403 STEP_UP_REQUIRED), and each bad address with its code, changing nothing', async () => {
    const before = await counts();
    const bare = await call('addWhitelistedAddress', {
      asset: 'ETH',
      network: 'ethereum',
      address: validAddressSamples.ethereum[1],
      label: 'No step-up',
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    const cases: [object, string][] = [
      [{ asset: 'ETH', network: 'ethereum', address: '0x12345' }, 'addressMalformed'],
      [{ asset: 'LTC', network: 'litecoin', address: validAddressSamples.bitcoin[0] }, 'addressWrongNetwork'],
      [{ asset: 'BTC', network: 'ethereum', address: validAddressSamples.ethereum[1] }, 'networkNotOffered'],
      [
        { asset: 'ETH', network: 'ethereum', address: validAddressSamples.ethereum[1], destinationTag: '5' },
        'invalidDestinationTag',
      ],
      [
        { asset: 'XRP', network: 'xrpl', address: validAddressSamples.xrpl[0], destinationTag: '4294967296' },
        'invalidDestinationTag',
      ],
      [{ asset: 'USDT', network: 'ethereum', address: demoWhitelistedAddress.address }, 'addressAlreadyWhitelisted'],
    ];
    for (const [payload, code] of cases) {
      const stepUpToken = await grantStepUp(testApp, client, 'virtualAssetAddress');
      const response = await call('addWhitelistedAddress', { label: 'Bad', ...payload, stepUpToken });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ code });
    }
    expect(await counts()).toEqual(before);
  });

  it('accepts the XRP Ledger destination tag (0-4294967295) and removes an address', async () => {
    const added = await whitelist({
      asset: 'XRP',
      network: 'xrpl',
      address: validAddressSamples.xrpl[0],
      destinationTag: '4294967295',
    });
    expect(added.destinationTag).toBe('4294967295');
    const removed = await call('removeWhitelistedAddress', { addressId: added.addressId });
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await call('removeWhitelistedAddress', { addressId: added.addressId });
    expect(again.json()).toMatchObject({ code: 'addressNotWhitelisted' });
    const list = (await call('searchWhitelistedAddresses', {})).json<{ addresses: WhitelistedAddress[] }>();
    expect(list.addresses.map((address) => address.addressId)).not.toContain(added.addressId);
  });
});

describe('withdrawals', () => {
  it('holds amount + fee, then goes pending → processing → completed on the server clock, settled to the chain', async () => {
    const before = await fosBalance(testApp, 'V20001', 'CRYPTO:USDT');
    const response = await withdraw(demoWhitelistedAddress.id, '100');
    expect(response.statusCode, response.body).toBe(200);
    const { withdrawal, replayed } = response.json<{ withdrawal: CryptoWithdrawal; replayed: boolean }>();
    expect(replayed).toBe(false);
    expect(withdrawal).toMatchObject({ status: 'pending', amount: '100', fee: '5', total: '105', cancellable: true });
    expect(await fosBalance(testApp, 'V20001', 'CRYPTO:USDT')).toEqual({
      available: new ExactDecimal(before.available).minus(105).toFixed(),
      onHold: '105',
    });
    testApp.clock.advance(125_000);
    await runWithdrawalChain(deps());
    let listed = (await call('searchCryptoWithdrawals', {})).json<{ withdrawals: CryptoWithdrawal[] }>().withdrawals;
    const sent = listed.find((row) => row.withdrawalId === withdrawal.withdrawalId);
    expect(sent).toMatchObject({ status: 'processing', confirmations: 0, requiredConfirmations: 12 });
    expect(sent?.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    testApp.clock.advance(60_000);
    await runWithdrawalChain(deps());
    listed = (await call('searchCryptoWithdrawals', {})).json<{ withdrawals: CryptoWithdrawal[] }>().withdrawals;
    expect(listed.find((row) => row.withdrawalId === withdrawal.withdrawalId)).toMatchObject({
      status: 'processing',
      confirmations: 5,
    });
    testApp.clock.advance(120_000);
    await runWithdrawalChain(deps());
    listed = (await call('searchCryptoWithdrawals', {})).json<{ withdrawals: CryptoWithdrawal[] }>().withdrawals;
    expect(listed.find((row) => row.withdrawalId === withdrawal.withdrawalId)).toMatchObject({
      status: 'completed',
      confirmations: 12,
      cancellable: false,
    });
    expect(await fosBalance(testApp, 'V20001', 'CRYPTO:USDT')).toEqual({
      available: new ExactDecimal(before.available).minus(105).toFixed(),
      onHold: '0',
    });
    // The hold and its settlement announced (holdingUpdate), the completion as a movement of the asset.
    const notes = await testApp.database.db
      .selectFrom('notification')
      .selectAll()
      .where('account_code', '=', 'V20001')
      .where('type', 'in', ['holdingUpdate', 'holdingMovement'])
      .execute();
    expect(notes.filter((note) => note.type === 'holdingMovement')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'USDT', quantity: expect.stringMatching(/^-105(\.0+)?$/) as unknown }),
      ]),
    );
    expect(notes.filter((note) => note.type === 'holdingUpdate').length).toBeGreaterThanOrEqual(2);
    const movements = await withdrawalMovements(testApp.database.db, { accountCode: 'V20001', source: 'fos' });
    expect(movements.find((movement) => movement.id === withdrawal.withdrawalId)).toMatchObject({
      direction: 'withdrawal',
      status: 'completed',
      amount: '100',
      fee: '5',
      counterpartyAddress: demoWhitelistedAddress.address,
    });
    expect(await unbalancedAssets(testApp)).toEqual([]);
    expect(await balanceDiscrepancies(testApp.database.db)).toEqual([]);
  });

  it('replays a retry with the same reference, and answers 409 to another request with it', async () => {
    const reference = nextReference();
    const first = await withdraw(demoWhitelistedAddress.id, '25', reference);
    expect(first.statusCode, first.body).toBe(200);
    const before = await counts();
    const retry = await withdraw(demoWhitelistedAddress.id, '25.000', reference);
    expect(retry.json()).toMatchObject({
      replayed: true,
      withdrawal: { withdrawalId: first.json().withdrawal.withdrawalId },
    });
    const other = await withdraw(demoWhitelistedAddress.id, '26', reference);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'CLIENT_REFERENCE_REUSED' });
    expect(await counts()).toEqual(before);
  });

  it('cancels a pending withdrawal, releasing its hold once; a sent one is not cancellable', async () => {
    const before = await fosBalance(testApp, 'V20001', 'CRYPTO:USDT');
    const placed = (await withdraw(demoWhitelistedAddress.id, '30')).json<{ withdrawal: CryptoWithdrawal }>();
    const cancelled = await call('cancelCryptoWithdrawal', { withdrawalId: placed.withdrawal.withdrawalId });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ withdrawal: { status: 'cancelled', cancellable: false } });
    expect(await fosBalance(testApp, 'V20001', 'CRYPTO:USDT')).toEqual(before);
    const twice = await call('cancelCryptoWithdrawal', { withdrawalId: placed.withdrawal.withdrawalId });
    expect(twice.json()).toMatchObject({ code: 'withdrawalNotCancellable' });
    expect(await fosBalance(testApp, 'V20001', 'CRYPTO:USDT')).toEqual(before);
    const sent = (await withdraw(demoWhitelistedAddress.id, '31')).json<{ withdrawal: CryptoWithdrawal }>();
    testApp.clock.advance(125_000);
    const late = await call('cancelCryptoWithdrawal', { withdrawalId: sent.withdrawal.withdrawalId });
    expect(late.json()).toMatchObject({ code: 'withdrawalNotCancellable', details: { resultCode: 'VA632' } });
    const missing = await call('cancelCryptoWithdrawal', { withdrawalId: 'CWDNONE' });
    expect(missing.json()).toMatchObject({ code: 'withdrawalNotFound' });
  });

  it('fails a withdrawal to the simulator’s rejected address, releasing its hold', async () => {
    const address = await whitelist({ asset: 'USDT', network: 'ethereum', address: simulatorRejectedAddress });
    testApp.clock.advance(24 * hour);
    // A day later the session has expired: the client signs in again.
    client = await signIn(testApp, 'V20001');
    await runWithdrawalChain(deps());
    const before = await fosBalance(testApp, 'V20001', 'CRYPTO:USDT');
    const placed = (await withdraw(address.addressId, '40')).json<{ withdrawal: CryptoWithdrawal }>();
    testApp.clock.advance(10 * 60_000);
    await runWithdrawalChain(deps());
    const listed = (await call('searchCryptoWithdrawals', {})).json<{ withdrawals: CryptoWithdrawal[] }>().withdrawals;
    expect(listed.find((row) => row.withdrawalId === placed.withdrawal.withdrawalId)).toMatchObject({
      status: 'failed',
      failureReason: 'The network rejected the transfer.',
    });
    expect(await fosBalance(testApp, 'V20001', 'CRYPTO:USDT')).toEqual(before);
    expect(await unbalancedAssets(testApp)).toEqual([]);
  });

  it('refuses each bad withdrawal with its code, changing nothing', async () => {
    const cooling = await whitelist({ asset: 'ETH', network: 'ethereum', address: validAddressSamples.ethereum[1] });
    const before = await counts();
    const cases: [string, string, string][] = [
      ['WANONE', '100', 'addressNotWhitelisted'],
      [cooling.addressId, '1', 'addressCoolingOff'],
      [demoWhitelistedAddress.id, '0', 'invalidAmount'],
      [demoWhitelistedAddress.id, '1e3', 'invalidAmount'],
      [demoWhitelistedAddress.id, '20.0000001', 'amountTooPrecise'],
      [demoWhitelistedAddress.id, '19.999999', 'amountBelowMinimum'],
      [demoWhitelistedAddress.id, '250001', 'dailyLimitExceeded'],
      [demoWhitelistedAddress.id, '100000', 'insufficientAssets'],
    ];
    for (const [addressId, amount, code] of cases) {
      const response = await withdraw(addressId, amount);
      expect(response.statusCode, `${amount} ${response.body}`).toBe(422);
      expect(response.json(), amount).toMatchObject({ code });
    }
    const bare = await call('placeCryptoWithdrawal', {
      addressId: demoWhitelistedAddress.id,
      amount: '50',
      clientReference: nextReference(),
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(await counts()).toEqual(before);
  });

  it('states the daily limit left today (pending, processing and completed count) and the available balance', async () => {
    type Terms = { assets: { asset: string; leftToday: string; usedToday: string; available: string }[] };
    const usdtOf = async () =>
      (await call('cryptoWithdrawalTerms', {})).json<Terms>().assets.find((asset) => asset.asset === 'USDT');
    const before = await usdtOf();
    const placed = await withdraw(demoWhitelistedAddress.id, '20');
    expect(placed.statusCode, placed.body).toBe(200);
    const after = await usdtOf();
    expect(after?.usedToday).toBe(new ExactDecimal(before?.usedToday ?? '0').plus(20).toFixed());
    expect(new ExactDecimal(after?.leftToday ?? '0').plus(after?.usedToday ?? '0').toFixed()).toBe('250000');
    expect(after?.available).toBe(new ExactDecimal(before?.available ?? '0').minus(25).toFixed());
  });
});

describe('who may withdraw', () => {
  it('refuses the FOS advisor’s advisee session of V20001 every whitelist and withdrawal change (403 VA641), changing nothing', async () => {
    const advisor = await signIn(testApp, 'A30002', { source: 'fos' });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/adviseeLogin',
      headers: advisor.headers,
      payload: { accountCode: 'V20001' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = [advisor.cookie, ...(login.headers['set-cookie'] as string[]).map((line) => line.split(';')[0])]
      .filter((part) => part !== undefined && part !== '' && !part.endsWith('='))
      .join('; ');
    const advisee = { ...advisor.headers, cookie, 'x-portal-account': 'V20001', 'x-portal-source': 'fos' };
    const before = await counts();
    for (const [operation, payload] of [
      [
        'addWhitelistedAddress',
        { asset: 'USDT', network: 'ethereum', address: validAddressSamples.ethereum[2], label: 'x' },
      ],
      ['removeWhitelistedAddress', { addressId: demoWhitelistedAddress.id }],
      [
        'placeCryptoWithdrawal',
        { addressId: demoWhitelistedAddress.id, amount: '50', clientReference: nextReference() },
      ],
      ['cancelCryptoWithdrawal', { withdrawalId: 'CWD1' }],
    ] as const) {
      const response = await call(operation, payload, advisee);
      expect(response.statusCode, `${operation} ${response.body}`).toBe(403);
      expect(response.json(), operation).toMatchObject({
        code: 'advisorNoPermission',
        details: { resultCode: 'VA641' },
      });
    }
    // Looking is allowed.
    expect((await call('searchWhitelistedAddresses', {}, advisee)).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it('refuses an advisor’s advisee session (403 advisorNoPermission, VA641): only the client moves assets out', () => {
    const advisee = {
      sessionId: 's',
      accountId: 'a',
      accountCode: 'V20001',
      source: 'fos' as const,
      role: 'user' as const,
      rank: 1,
      advisorAccountCode: 'A30001',
    };
    let refusal: unknown;
    try {
      withdrawingClient({ actor: advisee });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 403, code: 'advisorNoPermission', details: { resultCode: 'VA641' } });
    expect(withdrawingClient({ actor: { ...advisee, advisorAccountCode: null } }).accountCode).toBe('V20001');
  });

  it('refuses every operation to a securities (gateway) session, changing nothing', async () => {
    const gateway = await signIn(testApp, 'C10001');
    const before = await counts();
    for (const operation of [
      'cryptoWithdrawalTerms',
      'searchWhitelistedAddresses',
      'addWhitelistedAddress',
      'removeWhitelistedAddress',
      'placeCryptoWithdrawal',
      'cancelCryptoWithdrawal',
      'searchCryptoWithdrawals',
    ]) {
      const payload = {
        accountCode: 'C10001',
        source: 'gateway',
        asset: 'USDT',
        network: 'ethereum',
        address: validAddressSamples.ethereum[2],
        label: 'x',
        addressId: 'WA1',
        withdrawalId: 'CWD1',
        amount: '50',
        clientReference: nextReference(),
      };
      const allowed = Object.fromEntries(
        Object.entries(payload).filter(([key]) =>
          ({
            cryptoWithdrawalTerms: ['accountCode', 'source'],
            searchWhitelistedAddresses: ['accountCode', 'source'],
            addWhitelistedAddress: ['accountCode', 'source', 'asset', 'network', 'address', 'label'],
            removeWhitelistedAddress: ['accountCode', 'source', 'addressId'],
            placeCryptoWithdrawal: ['accountCode', 'source', 'addressId', 'amount', 'clientReference'],
            cancelCryptoWithdrawal: ['accountCode', 'source', 'withdrawalId'],
            searchCryptoWithdrawals: ['accountCode', 'source'],
          })[operation]?.includes(key),
        ),
      );
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/cryptoWithdrawal/${operation}`,
        headers: gateway.headers,
        payload: allowed,
      });
      expect(response.statusCode, `${operation} ${response.body}`).toBe(403);
      expect(response.json(), operation).toMatchObject({ code: virtualAssetSessionRequiredCode });
    }
    expect(await counts()).toEqual(before);
  });
});

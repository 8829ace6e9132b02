import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExactDecimal,
  virtualAssetSessionRequiredCode,
  type CryptoDeposit,
  type CryptoDepositAddress,
  type DeclaredWallet,
} from '@portal/contract';
import type { OnChainMovement } from '@portal/contract/domain/crypto/on-chain-movement';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { checkAddress } from '../../platform/crypto-address/check-address';
import { validAddressSamples } from '../../platform/crypto-address/address-samples';
import { personalMessageHash } from './message-signature';
import { signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fosBalance, unbalancedAssets } from '../../test/crypto-test-support';
import { cryptoWalletDependenciesOf } from './crypto-wallet-context';
import type { CryptoWalletDependencies } from './crypto-wallet-dependencies';
import { recordIncomingTransfer, runDepositCrediting } from './deposits';

/*
 * Crypto deposits and declared wallets (issue 18 parts 4 and 6, ADR 043) on the real app and the custody simulator,
 * on SQLite and (TEST_DATABASE_URL) PostgreSQL: the deposit address issued once, confirmations growing with the
 * clock, the credit in one transaction, the travel-rule hold and the originator's declaration, the micro-deposit
 * proof, the history, every refusal its code with nothing changed, gateway sessions refused.
 */

let testApp: TestApp;
let client: SignedIn;
let deps: CryptoWalletDependencies;
const ethereumWallet = validAddressSamples.ethereum[0] ?? '';

beforeAll(async () => {
  testApp = await createTestApp();
  client = await signIn(testApp, 'V20001');
  deps = cryptoWalletDependenciesOf({
    config: testApp.config,
    db: testApp.database.db,
    events: testApp.events,
    clock: testApp.clock,
  });
});
afterAll(async () => {
  await testApp.close();
});

/** Moves the server clock, signing in again (a long jump ends the session as it would in the browser). */
async function advance(milliseconds: number): Promise<void> {
  testApp.clock.advance(milliseconds);
  client = await signIn(testApp, 'V20001');
}

function call(operation: string, payload: object, headers = client.headers) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/cryptoWallet/${operation}`,
    headers,
    payload: { accountCode: 'V20001', source: 'fos', ...payload },
  });
}

async function ok<T>(operation: string, payload: object): Promise<T> {
  const response = await call(operation, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function deposits(): Promise<CryptoDeposit[]> {
  return (await ok<{ deposits: CryptoDeposit[] }>('listCryptoDeposits', { limit: 50 })).deposits;
}

async function depositOf(id: string): Promise<CryptoDeposit | undefined> {
  return (await deposits()).find((deposit) => deposit.id === id);
}

async function count(table: 'crypto_deposit' | 'crypto_declared_wallet' | 'ledger_journal'): Promise<number> {
  const row = await testApp.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function creditJournals(reference: string): Promise<number> {
  const rows = await testApp.database.db
    .selectFrom('ledger_journal')
    .select('id')
    .where('kind', '=', 'cryptoDeposit.credit')
    .where('reference', '=', reference)
    .execute();
  return rows.length;
}

const simulate = (transfer: {
  asset: string;
  network: 'ethereum' | 'bitcoin' | 'xrpl' | 'tron';
  amount: string;
  fromAddress?: string;
}) => recordIncomingTransfer(deps, { accountCode: 'V20001', source: 'fos', ...transfer });

describe('deposit addresses', () => {
  it('issues one address per account and network, kept; ERC-20 tokens share the Ethereum address; XRPL has a tag', async () => {
    const usdt = (
      await ok<{ depositAddress: CryptoDepositAddress }>('cryptoDepositAddress', { asset: 'USDT', network: 'ethereum' })
    ).depositAddress;
    const again = (
      await ok<{ depositAddress: CryptoDepositAddress }>('cryptoDepositAddress', { asset: 'USDT', network: 'ethereum' })
    ).depositAddress;
    const eth = (
      await ok<{ depositAddress: CryptoDepositAddress }>('cryptoDepositAddress', { asset: 'ETH', network: 'ethereum' })
    ).depositAddress;
    expect(usdt.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(again.address).toBe(usdt.address);
    expect(eth.address).toBe(usdt.address);
    expect(usdt).toMatchObject({ minimumDeposit: '1', confirmations: 12 });
    expect(usdt.memo).toBeUndefined();
    const xrp = (
      await ok<{ depositAddress: CryptoDepositAddress }>('cryptoDepositAddress', { asset: 'XRP', network: 'xrpl' })
    ).depositAddress;
    expect(xrp.address).toMatch(/^r/);
    expect(xrp.memo).toMatch(/^\d+$/);
    expect(xrp.confirmations).toBe(1);
  });

  it('refuses an asset on a network that does not carry it (VA701), storing nothing', async () => {
    const before = await testApp.database.db.selectFrom('crypto_deposit_address').selectAll().execute();
    const response = await call('cryptoDepositAddress', { asset: 'BTC', network: 'ethereum' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'assetNetworkNotOffered', details: { resultCode: 'VA701' } });
    expect(await testApp.database.db.selectFrom('crypto_deposit_address').selectAll().execute()).toEqual(before);
  });
});

describe('incoming transfers', () => {
  it('credits a transfer from a declared wallet once it has its confirmations, exactly, with a holdingMovement', async () => {
    const before = await fosBalance(testApp, 'V20001', 'CRYPTO:USDT');
    const deposit = await simulate({
      asset: 'USDT',
      network: 'ethereum',
      amount: '250.123456',
      fromAddress: ethereumWallet,
    });
    expect(deposit).toMatchObject({ status: 'confirming', confirmations: 0, requiredConfirmations: 12 });
    await advance(5 * 12_000);
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'confirming', confirmations: 5 });
    expect(await runDepositCrediting(deps)).toEqual({ credited: 0, held: 0 });
    await advance(7 * 12_000);
    expect(await runDepositCrediting(deps)).toEqual({ credited: 1, held: 0 });
    expect(await depositOf(deposit.id)).toMatchObject({
      status: 'completed',
      confirmations: 12,
      originator: { kind: 'declaredWallet' },
      heldReason: null,
    });
    expect((await fosBalance(testApp, 'V20001', 'CRYPTO:USDT')).available).toBe(
      new ExactDecimal(before.available).plus('250.123456').toFixed(),
    );
    const events = await testApp.database.db
      .selectFrom('domain_event')
      .selectAll()
      .where('type', '=', 'holdingMovement')
      .where('account_code', '=', 'V20001')
      .execute();
    expect(events.some((event) => JSON.stringify(event).includes(deposit.id))).toBe(true);
    expect(await unbalancedAssets(testApp)).toEqual([]);
  });

  it('holds a transfer from an undeclared address until the client declares a third-party originator', async () => {
    const before = await fosBalance(testApp, 'V20001', 'CRYPTO:USDT');
    const deposit = await simulate({ asset: 'USDT', network: 'ethereum', amount: '40' });
    expect(deposit.counterpartyAddress).toMatch(/^0x/);
    await advance(12 * 12_000);
    expect(await runDepositCrediting(deps)).toEqual({ credited: 0, held: 1 });
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'held', heldReason: 'undeclaredOriginator' });
    expect(await fosBalance(testApp, 'V20001', 'CRYPTO:USDT')).toEqual(before);

    // Bad input: a country not on the list is a 400 field error, nothing changes.
    const bad = await call('declareDepositOriginator', {
      depositId: deposit.id,
      originator: { kind: 'thirdParty', name: 'Chan Tai Man', relationship: 'family', country: 'XX' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'held' });

    const declared = await ok<{ deposit: CryptoDeposit }>('declareDepositOriginator', {
      depositId: deposit.id,
      originator: { kind: 'thirdParty', name: 'Chan Tai Man', relationship: 'family', country: 'HK' },
    });
    expect(declared.deposit).toMatchObject({
      status: 'completed',
      originator: { kind: 'thirdParty', name: 'Chan Tai Man', relationship: 'family', country: 'HK' },
    });
    expect((await fosBalance(testApp, 'V20001', 'CRYPTO:USDT')).available).toBe(
      new ExactDecimal(before.available).plus(40).toFixed(),
    );
    const again = await call('declareDepositOriginator', {
      depositId: deposit.id,
      originator: { kind: 'thirdParty', name: 'Chan Tai Man', relationship: 'family', country: 'HK' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'depositNotHeld', details: { resultCode: 'VA722' } });
    expect(await creditJournals(`ethereum:${deposit.transactionHash ?? ''}`)).toBe(1);
  });

  it('credits a held deposit declared as the client’s own wallet, which becomes a declared wallet', async () => {
    const sender = validAddressSamples.bitcoin[2] ?? '';
    const deposit = await simulate({ asset: 'BTC', network: 'bitcoin', amount: '0.00000001', fromAddress: sender });
    await advance(3 * 600_000);
    await runDepositCrediting(deps);
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'held', heldReason: 'undeclaredOriginator' });
    const declared = await ok<{ deposit: CryptoDeposit }>('declareDepositOriginator', {
      depositId: deposit.id,
      originator: { kind: 'ownWallet', label: 'Cold storage' },
    });
    expect(declared.deposit).toMatchObject({ status: 'completed', originator: { kind: 'ownWallet' } });
    const { wallets } = await ok<{ wallets: DeclaredWallet[] }>('listDeclaredWallets', {});
    expect(wallets).toContainEqual(
      expect.objectContaining({ network: 'bitcoin', address: sender, label: 'Cold storage', status: 'unverified' }),
    );
  });

  it('holds a deposit below the minimum even from a declared wallet', async () => {
    const deposit = await simulate({ asset: 'USDT', network: 'ethereum', amount: '0.5', fromAddress: ethereumWallet });
    await advance(12 * 12_000);
    await runDepositCrediting(deps);
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'held', heldReason: 'belowMinimum' });
  });

  it('refuses to declare a deposit that is not the account’s (VA721)', async () => {
    const response = await call('declareDepositOriginator', {
      depositId: 'no-such-deposit',
      originator: { kind: 'ownWallet', label: 'Mine' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'depositNotFound' });
  });
});

describe('crediting is once per transaction hash', () => {
  it('credits once under 50 concurrent runs', async () => {
    const journalsBefore = await count('ledger_journal');
    const deposit = await simulate({
      asset: 'ETH',
      network: 'ethereum',
      amount: '0.000000000000000001',
      fromAddress: ethereumWallet,
    });
    await advance(12 * 12_000);
    // Below the minimum: held. Declare it, then check a second flood of runs changes nothing more.
    const runs = await Promise.all(Array.from({ length: 50 }, () => runDepositCrediting(deps)));
    expect(runs.reduce((sum, run) => sum + run.held + run.credited, 0)).toBe(1);
    const big = await simulate({
      asset: 'ETH',
      network: 'ethereum',
      amount: '1.000000000000000001',
      fromAddress: ethereumWallet,
    });
    await advance(12 * 12_000);
    const before = await fosBalance(testApp, 'V20001', 'CRYPTO:ETH');
    const flood = await Promise.all(Array.from({ length: 50 }, () => runDepositCrediting(deps)));
    expect(flood.reduce((sum, run) => sum + run.credited, 0)).toBe(1);
    expect((await fosBalance(testApp, 'V20001', 'CRYPTO:ETH')).available).toBe(
      new ExactDecimal(before.available).plus('1.000000000000000001').toFixed(),
    );
    expect(await creditJournals(`ethereum:${big.transactionHash ?? ''}`)).toBe(1);
    expect(await count('ledger_journal')).toBe(journalsBefore + 1);
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'held' });
    expect(await unbalancedAssets(testApp)).toEqual([]);
  });

  it('leaves a deposit creditable once after a crash between the journal and the event', async () => {
    let crashes = 1;
    const faulty = {
      ...deps,
      faults: {
        afterCreditJournal: () => {
          if (crashes > 0) {
            crashes -= 1;
            throw new Error('crash after the journal');
          }
        },
      },
    };
    const before = await fosBalance(testApp, 'V20001', 'CRYPTO:USDT');
    const deposit = await simulate({ asset: 'USDT', network: 'ethereum', amount: '10', fromAddress: ethereumWallet });
    await advance(12 * 12_000);
    await expect(runDepositCrediting(faulty)).rejects.toThrow('crash after the journal');
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'confirming' });
    expect(await fosBalance(testApp, 'V20001', 'CRYPTO:USDT')).toEqual(before);
    expect(await creditJournals(`ethereum:${deposit.transactionHash ?? ''}`)).toBe(0);
    expect(await runDepositCrediting(faulty)).toMatchObject({ credited: 1 });
    expect(await runDepositCrediting(faulty)).toMatchObject({ credited: 0 });
    expect(await creditJournals(`ethereum:${deposit.transactionHash ?? ''}`)).toBe(1);
    expect((await fosBalance(testApp, 'V20001', 'CRYPTO:USDT')).available).toBe(
      new ExactDecimal(before.available).plus(10).toFixed(),
    );
  });
});

describe('declared wallets', () => {
  it('refuses a malformed address, another network’s address and a duplicate, each with its code, nothing stored', async () => {
    const before = await count('crypto_declared_wallet');
    const cases: [object, string, string][] = [
      [{ network: 'ethereum', address: '0x1234', label: 'Short' }, 'addressMalformed', 'VA702'],
      // EIP-55 mixed case with one letter's case flipped: the checksum fails.
      [
        { network: 'ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', label: 'Typo' },
        'addressChecksum',
        'VA703',
      ],
      [
        { network: 'ethereum', address: validAddressSamples.bitcoin[0], label: 'Bitcoin' },
        'addressWrongNetwork',
        'VA704',
      ],
      [{ network: 'ethereum', address: ethereumWallet, label: 'Again' }, 'walletAlreadyDeclared', 'VA711'],
    ];
    for (const [payload, code, resultCode] of cases) {
      const response = await call('declareWallet', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({ code, details: { resultCode } });
    }
    const empty = await call('declareWallet', { network: 'ethereum', address: '', label: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(await count('crypto_declared_wallet')).toBe(before);
  });

  it('declares, proves by micro-deposit and removes a wallet', async () => {
    const address = validAddressSamples.ethereum[1] ?? '';
    const { wallet } = await ok<{ wallet: DeclaredWallet }>('declareWallet', {
      network: 'ethereum',
      address: ` ${address} `,
      label: 'Ledger Nano',
    });
    expect(wallet).toMatchObject({ address, label: 'Ledger Nano', status: 'unverified', proof: null });
    const requested = (await ok<{ wallet: DeclaredWallet }>('requestWalletProof', { walletId: wallet.walletId }))
      .wallet;
    expect(requested.status).toBe('proofRequested');
    const proof = requested.proof;
    if (proof === null) throw new Error('no proof asked');
    expect(proof.asset).toBe('ETH');
    expect(proof.amount).toMatch(/^0\.0000\d{4}$/);
    expect(new Date(proof.expiresAt).getTime() - testApp.clock.now().getTime()).toBe(48 * 3_600_000);

    // A different amount proves nothing (and, below the minimum, is held).
    const wrong = await simulate({ asset: 'ETH', network: 'ethereum', amount: '0.00000001', fromAddress: address });
    const right = await simulate({ asset: 'ETH', network: 'ethereum', amount: proof.amount, fromAddress: address });
    await advance(12 * 12_000);
    await runDepositCrediting(deps);
    expect(await depositOf(wrong.id)).toMatchObject({ status: 'held', walletProof: false });
    expect(await depositOf(right.id)).toMatchObject({ status: 'completed', walletProof: true });
    const { wallets } = await ok<{ wallets: DeclaredWallet[] }>('listDeclaredWallets', {});
    expect(wallets.find((entry) => entry.walletId === wallet.walletId)).toMatchObject({
      status: 'verified',
      proof: null,
    });

    const verifiedAgain = await call('requestWalletProof', { walletId: wallet.walletId });
    expect(verifiedAgain.json()).toMatchObject({ code: 'walletAlreadyVerified' });
    expect((await ok<{ walletId: string }>('removeDeclaredWallet', { walletId: wallet.walletId })).walletId).toBe(
      wallet.walletId,
    );
    const gone = await call('removeDeclaredWallet', { walletId: wallet.walletId });
    expect(gone.statusCode).toBe(422);
    expect(gone.json()).toMatchObject({ code: 'walletNotFound', details: { resultCode: 'VA712' } });
  });

  it('lets a proof lapse after 48 hours: the late micro-deposit verifies nothing', async () => {
    const address = validAddressSamples.ethereum[2] ?? '';
    const { wallet } = await ok<{ wallet: DeclaredWallet }>('declareWallet', {
      network: 'ethereum',
      address,
      label: 'Old',
    });
    const proof = (await ok<{ wallet: DeclaredWallet }>('requestWalletProof', { walletId: wallet.walletId })).wallet
      .proof;
    await advance(48 * 3_600_000 + 1_000);
    const late = await simulate({
      asset: 'ETH',
      network: 'ethereum',
      amount: proof?.amount ?? '0.00001',
      fromAddress: address,
    });
    await advance(12 * 12_000);
    await runDepositCrediting(deps);
    expect(await depositOf(late.id)).toMatchObject({ walletProof: false });
    const { wallets } = await ok<{ wallets: DeclaredWallet[] }>('listDeclaredWallets', {});
    expect(wallets.find((entry) => entry.walletId === wallet.walletId)).toMatchObject({
      status: 'unverified',
      proof: null,
    });
  });
});

describe('proof by a signed message (EIP-191)', () => {
  /** A wallet app's key: its address (EIP-55) and its personal_sign (r‖s‖v, v 27 or 28). */
  function walletKey() {
    const secret = secp256k1.utils.randomSecretKey();
    const publicKey = secp256k1.getPublicKey(secret, false);
    const lower = `0x${Buffer.from(keccak_256(publicKey.subarray(1)).subarray(12)).toString('hex')}`;
    const checked = checkAddress('ethereum', lower);
    if (!checked.ok) throw new Error('not an address');
    const sign = (message: string) => {
      // Ethereum signs the keccak hash itself: no sha256 prehash, and the recovery bit kept.
      const signed = secp256k1.sign(personalMessageHash(message), secret, { prehash: false, format: 'recovered' });
      const signature = secp256k1.Signature.fromBytes(signed, 'recovered');
      const v = 27 + (signature.recovery ?? 0);
      return `0x${Buffer.from(signature.toBytes('compact')).toString('hex')}${v.toString(16)}`;
    };
    return { address: checked.address, sign };
  }

  it('verifies an Ethereum wallet by its signature of the message shown; another key’s is refused (VA714)', async () => {
    const key = walletKey();
    const stranger = walletKey();
    const { wallet } = await ok<{ wallet: DeclaredWallet }>('declareWallet', {
      network: 'ethereum',
      address: key.address,
      label: 'MetaMask',
    });
    expect(wallet.signMessage).toContain(key.address);
    const message = wallet.signMessage ?? '';
    const forged = await call('proveWalletBySignature', {
      walletId: wallet.walletId,
      signature: stranger.sign(message),
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ code: 'signatureInvalid', details: { resultCode: 'VA714' } });
    const otherMessage = await call('proveWalletBySignature', {
      walletId: wallet.walletId,
      signature: key.sign(`${message}!`),
    });
    expect(otherMessage.json()).toMatchObject({ code: 'signatureInvalid' });
    const listed = (await ok<{ wallets: DeclaredWallet[] }>('listDeclaredWallets', {})).wallets;
    expect(listed.find((entry) => entry.walletId === wallet.walletId)?.status).toBe('unverified');

    const proved = await ok<{ wallet: DeclaredWallet }>('proveWalletBySignature', {
      walletId: wallet.walletId,
      signature: key.sign(message),
    });
    expect(proved.wallet).toMatchObject({ status: 'verified', signMessage: null });
    const again = await call('proveWalletBySignature', { walletId: wallet.walletId, signature: key.sign(message) });
    expect(again.json()).toMatchObject({ code: 'walletAlreadyVerified' });
  });

  it('refuses a signature for a wallet of another network (VA715) and a malformed one (400)', async () => {
    const { wallet } = await ok<{ wallet: DeclaredWallet }>('declareWallet', {
      network: 'bitcoin',
      address: validAddressSamples.bitcoin[0],
      label: 'Paper wallet',
    });
    expect(wallet.signMessage).toBeNull();
    const refused = await call('proveWalletBySignature', {
      walletId: wallet.walletId,
      signature: `0x${'1b'.repeat(65)}`,
    });
    expect(refused.json()).toMatchObject({ code: 'signatureNotSupported', details: { resultCode: 'VA715' } });
    const malformed = await call('proveWalletBySignature', { walletId: wallet.walletId, signature: '0x1234' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('wallet history', () => {
  type Page = { movements: OnChainMovement[]; nextCursor: string | null };

  /** Every page of the history with the filters, `pageSize` a page, each asked with the cursor the last one gave. */
  async function pagesOf(filters: object, pageSize: number): Promise<Page[]> {
    const pages: Page[] = [];
    let cursor: string | undefined;
    do {
      const page = await ok<Page>('cryptoWalletHistory', { ...filters, pageSize, ...(cursor ? { cursor } : {}) });
      pages.push(page);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined && pages.length < 200);
    return pages;
  }

  const idsOf = (movements: readonly OnChainMovement[]) => movements.map((movement) => movement.id);

  it('lists every movement newest first, filtered, keyset paged by its cursor, the seeded deposit among them', async () => {
    const all = await ok<Page>('cryptoWalletHistory', { pageSize: 100 });
    expect(all.movements.length).toBeGreaterThan(5);
    expect(all.nextCursor).toBeNull();
    const times = all.movements.map((movement) => movement.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.movements).toContainEqual(
      expect.objectContaining({ id: 'demo-V20001-deposit-usdt', asset: 'USDT', amount: '1200', status: 'completed' }),
    );
    // Two at a time, each page after the cursor the last gave: the same movements in the same order, none twice.
    const pages = await pagesOf({}, 2);
    expect(pages).toHaveLength(Math.ceil(all.movements.length / 2));
    expect(idsOf(pages.flatMap((page) => page.movements))).toEqual(idsOf(all.movements));
    expect(pages.slice(0, -1).every((page) => page.nextCursor !== null)).toBe(true);

    const held = await ok<Page>('cryptoWalletHistory', { status: 'held' });
    expect(held.movements.length).toBeGreaterThan(0);
    expect(held.movements.every((movement) => movement.status === 'held')).toBe(true);
    const usdt = await pagesOf({ asset: 'USDT', direction: 'deposit' }, 1);
    expect(idsOf(usdt.flatMap((page) => page.movements))).toEqual(
      idsOf(all.movements.filter((movement) => movement.asset === 'USDT' && movement.direction === 'deposit')),
    );
    const none = await ok<Page>('cryptoWalletHistory', { direction: 'withdrawal' });
    expect(none).toEqual({ movements: [], nextCursor: null });
  });

  it('merges the withdrawals in newest first, a tie on the time told apart by id, on every page', async () => {
    const deposits = (await ok<Page>('cryptoWalletHistory', { pageSize: 100 })).movements;
    const tied = deposits[1]?.createdAt ?? '';
    const withdrawalRow = (id: string, createdAt: string, status: 'completed' | 'cancelled') => ({
      id,
      account_code: 'V20001',
      source: 'fos' as const,
      client_reference: `history-${id}`,
      address_id: 'WA-DEMO-V20001-USDT',
      asset: 'USDT',
      network: 'ethereum',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      destination_tag: null,
      label: 'Demo',
      amount: '25.5',
      fee: '1',
      status,
      hk_day: createdAt.slice(0, 10),
      transaction_hash: null,
      broadcast_at: null,
      confirmations: 0,
      required_confirmations: 12,
      failure_reason: null,
      created_at: createdAt,
      updated_at: createdAt,
      version: 1,
    });
    const rows = [
      withdrawalRow(
        'HIST-W-NEWEST',
        new Date(Date.parse(deposits[0]?.createdAt ?? '') + 1000).toISOString(),
        'completed',
      ),
      withdrawalRow('HIST-W-TIED', tied, 'cancelled'),
    ];
    await testApp.database.db.insertInto('crypto_withdrawal').values(rows).execute();
    try {
      const all = (await ok<Page>('cryptoWalletHistory', { pageSize: 100 })).movements;
      expect(all).toHaveLength(deposits.length + 2);
      expect(all[0]).toMatchObject({ id: 'HIST-W-NEWEST', direction: 'withdrawal', amount: '25.5', fee: '1' });
      const tiedIds = idsOf(all.filter((movement) => movement.createdAt === tied));
      expect(tiedIds).toEqual([...tiedIds].sort().reverse());
      expect(tiedIds).toContain('HIST-W-TIED');
      // One a page: the tie split across pages, each movement once.
      expect(idsOf((await pagesOf({}, 1)).flatMap((page) => page.movements))).toEqual(idsOf(all));
      const withdrawals = await pagesOf({ direction: 'withdrawal' }, 1);
      expect(idsOf(withdrawals.flatMap((page) => page.movements))).toEqual(['HIST-W-NEWEST', 'HIST-W-TIED']);
      const cancelled = await ok<Page>('cryptoWalletHistory', { status: 'cancelled' });
      expect(idsOf(cancelled.movements)).toEqual(['HIST-W-TIED']);
      const completed = await pagesOf({ status: 'completed' }, 3);
      expect(idsOf(completed.flatMap((page) => page.movements))).toEqual(
        idsOf(all.filter((movement) => movement.status === 'completed')),
      );
    } finally {
      await testApp.database.db
        .deleteFrom('crypto_withdrawal')
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    }
  });

  it('refuses a cursor it did not give out (400 on cursor) and a page over 100, changing nothing', async () => {
    for (const cursor of ['page-2', Buffer.from('["not a time","x"]').toString('base64url')]) {
      const refused = await call('cryptoWalletHistory', { cursor });
      expect(refused.statusCode, cursor).toBe(400);
      expect(refused.json(), cursor).toMatchObject({ details: { fieldErrors: [{ path: 'cursor' }] } });
    }
    expect((await call('cryptoWalletHistory', { pageSize: 101 })).statusCode).toBe(400);
    expect((await call('cryptoWalletHistory', { page: 2 })).statusCode).toBe(400);
  });

  it('exports the filtered history as a CSV file, newest first, headers and words in the asked language', async () => {
    const deposits = (await ok<Page>('cryptoWalletHistory', { direction: 'deposit', pageSize: 100 })).movements;
    const file = await ok<{ fileName: string; contentType: string; content: string; rows: number }>(
      'exportCryptoWalletHistory',
      { direction: 'deposit', language: 'zh-HK' },
    );
    expect(file.fileName).toMatch(/^wallet-history-V20001-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.contentType).toBe('text/csv');
    expect(file.rows).toBe(deposits.length);
    const lines = file.content.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"時間","方向","資產","數量","費用","網絡","對方地址","交易哈希","確認次數","狀態"');
    expect(lines).toHaveLength(deposits.length + 2);
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(
      deposits.map((movement) => `"${movement.createdAt}"`),
    );
    expect(lines.slice(1, -1).every((line) => line.includes('"存入"'))).toBe(true);
    const english = await ok<{ content: string; rows: number }>('exportCryptoWalletHistory', { status: 'held' });
    expect(english.content.split('\r\n')[0]).toContain('"Time","Direction","Asset"');
    expect(english.rows).toBe((await ok<Page>('cryptoWalletHistory', { status: 'held' })).movements.length);
  });
});

describe('who may use the wallet', () => {
  it('lets an advisor’s advisee session look but not declare or change (VA751), changing nothing', async () => {
    // The session as an advisor's session on V20001 would be (advisee linkage of VA accounts is seeded elsewhere).
    const advised = await signIn(testApp, 'V20001');
    const sessions = await testApp.database.db
      .selectFrom('session')
      .select('id')
      .where('account_code', '=', 'V20001')
      .execute();
    await testApp.database.db
      .updateTable('session')
      .set({ advisor_account_code: 'A30001' })
      .where('account_code', '=', 'V20001')
      .execute();
    try {
      const before = [await count('crypto_deposit'), await count('crypto_declared_wallet')];
      for (const [operation, payload] of [
        ['listDeclaredWallets', {}],
        ['cryptoWalletHistory', {}],
        ['exportCryptoWalletHistory', {}],
        ['listCryptoDeposits', {}],
      ] as const) {
        expect((await call(operation, payload, advised.headers)).statusCode, operation).toBe(200);
      }
      for (const [operation, payload] of [
        ['declareWallet', { network: 'ethereum', address: validAddressSamples.ethereum[3], label: 'Advisor' }],
        ['removeDeclaredWallet', { walletId: 'demo-V20001-wallet-ethereum' }],
        ['requestWalletProof', { walletId: 'demo-V20001-wallet-ethereum' }],
        ['proveWalletBySignature', { walletId: 'demo-V20001-wallet-ethereum', signature: `0x${'1b'.repeat(65)}` }],
        ['declareDepositOriginator', { depositId: 'x', originator: { kind: 'ownWallet', label: 'Mine' } }],
      ] as const) {
        const response = await call(operation, payload, advised.headers);
        expect(response.statusCode, operation).toBe(422);
        expect(response.json(), operation).toMatchObject({
          code: 'advisorNoPermission',
          details: { resultCode: 'VA751' },
        });
      }
      expect([await count('crypto_deposit'), await count('crypto_declared_wallet')]).toEqual(before);
    } finally {
      await testApp.database.db
        .updateTable('session')
        .set({ advisor_account_code: null })
        .where(
          'id',
          'in',
          sessions.map((session) => session.id),
        )
        .execute();
    }
  });

  it('refuses every wallet operation to a securities (gateway) session, changing nothing', async () => {
    const gateway = await signIn(testApp, 'C10001');
    const before = [await count('crypto_deposit'), await count('crypto_declared_wallet')];
    const payloads: [string, object][] = [
      ['cryptoDepositAddress', { asset: 'USDT', network: 'ethereum' }],
      ['listCryptoDeposits', {}],
      ['declareDepositOriginator', { depositId: 'x', originator: { kind: 'ownWallet', label: 'Mine' } }],
      ['listDeclaredWallets', {}],
      ['declareWallet', { network: 'ethereum', address: ethereumWallet, label: 'Mine' }],
      ['removeDeclaredWallet', { walletId: 'x' }],
      ['requestWalletProof', { walletId: 'x' }],
      ['proveWalletBySignature', { walletId: 'x', signature: `0x${'1b'.repeat(65)}` }],
      ['cryptoWalletHistory', {}],
      ['exportCryptoWalletHistory', {}],
    ];
    for (const [operation, payload] of payloads) {
      const response = await call(operation, { ...payload, accountCode: 'C10001', source: 'gateway' }, gateway.headers);
      expect(response.statusCode, operation).toBe(403);
      expect(response.json(), operation).toMatchObject({ code: virtualAssetSessionRequiredCode });
    }
    expect([await count('crypto_deposit'), await count('crypto_declared_wallet')]).toEqual(before);
  });
});

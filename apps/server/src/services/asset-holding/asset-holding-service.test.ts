import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetHolding, AssetHoldingDetail } from '@portal/contract';
import { changedTables, snapshotDatabase } from '../../test/database-snapshot';
import { clientHeaders, signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { assetHoldingDependenciesOf } from './asset-holding-service';
import { seedDemoHoldings } from './demo-holdings';
import { valueOtherAssetsAt } from './public';

/* Other assets on the demo brand (assetEnabled), as C10001 (Chan Tai Man); C10005 (Ho Chi Wai) is another client. */

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
/** A Windows executable's header: what an attacker might name deed.pdf. */
const exeBytes = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(62), Buffer.from('PE\0\0', 'latin1')]);
const file = (bytes: Buffer, fileName: string) => ({ fileName, content: bytes.toString('base64') });

/** The test clock's start, 2025-01-15 10:00 in Hong Kong. */
const today = '2025-01-15';

const flat = (overrides: Record<string, unknown> = {}) => ({
  name: 'Flat in Mid-Levels',
  category: 'realEstate',
  currency: 'HKD',
  value: '9800000',
  valuationDate: '2024-12-31',
  cost: '9100000',
  purchaseDate: '2021-03-01',
  notes: 'Rented out',
  ...overrides,
});

describe('other assets (asset-holding)', () => {
  let testApp: TestApp;
  let client: SignedIn;
  let other: SignedIn;

  const call = (operation: string, payload: object, as: SignedIn = client): Promise<Injected> =>
    testApp.app.inject({ method: 'POST', url: `/api/assetHolding/${operation}`, headers: as.headers, payload });

  const add = async (holding: object = flat(), attachments: object[] = []) =>
    call('addAssetHolding', { accountCode: 'C10001', holding, attachments });

  const added = async (holding: object = flat(), attachments: object[] = []) => {
    const response = await add(holding, attachments);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AssetHoldingDetail>();
  };

  /** A call that must be refused with this field named, and change nothing. */
  const refusedField = async (send: () => Promise<Injected>, path: string) => {
    const before = await snapshotDatabase(testApp.database);
    const response = await send();
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ code: string; details: { fieldErrors: { path: string; message: string }[] } }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.fieldErrors.map((error) => error.path)).toContain(path);
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    client = await signIn(testApp, 'C10001');
    other = await signIn(testApp, 'C10005');
  });
  afterAll(async () => testApp?.close());

  it('lists the demo client’s seeded holdings with a few years of valuations', async () => {
    const response = await call('myAssetHoldings', { accountCode: 'C10001' });
    expect(response.statusCode, response.body).toBe(200);
    const { holdings } = response.json<{ holdings: AssetHolding[] }>();
    expect(holdings.map((holding) => holding.name)).toEqual(
      expect.arrayContaining(['Flat in Taikoo Shing', 'Toyota Alphard', 'Gold bars']),
    );
    const detail = (
      await call('assetHolding', { accountCode: 'C10001', holdingId: 'AH-DEMO-C10001-FLAT' })
    ).json<AssetHoldingDetail>();
    expect(detail.valuations.length).toBeGreaterThanOrEqual(12);
    expect(detail.valuations.at(-1)?.valuationDate).toBe(today);
    expect(detail.holding.value).toBe(detail.valuations.at(-1)?.value);
    expect(detail.holding.value).toMatch(/^\d+$/);
  });

  it('seeds the demo holdings once: seeding again changes nothing', async () => {
    const before = await snapshotDatabase(testApp.database);
    await seedDemoHoldings(testApp.database.db, testApp.clock.now());
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  });

  it('adds a holding with its first valuation and an attachment recognised from its bytes', async () => {
    const detail = await added(flat(), [file(pdfBytes, 'deed.pdf')]);
    expect(detail.holding).toMatchObject({
      name: 'Flat in Mid-Levels',
      category: 'realEstate',
      currency: 'HKD',
      status: 'active',
      quantity: null,
      value: '9800000',
      valuationDate: '2024-12-31',
      cost: '9100000',
      purchaseDate: '2021-03-01',
      link: null,
      attachmentCount: 1,
    });
    expect(detail.valuations).toEqual([expect.objectContaining({ valuationDate: '2024-12-31', value: '9800000' })]);
    expect(detail.attachments[0]).toMatchObject({ fileName: 'deed.pdf', fileType: 'pdf', sizeBytes: pdfBytes.length });

    const download = await testApp.app.inject({
      method: 'GET',
      url: detail.attachments[0]?.downloadUrl ?? '',
      headers: client.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('keeps every valuation: a new one becomes the value, one of the same day replaces it', async () => {
    const { holding } = await added();
    const record = (value: string, valuationDate: string) =>
      call('recordAssetValuation', { accountCode: 'C10001', holdingId: holding.holdingId, value, valuationDate });
    expect((await record('10100000', today)).statusCode).toBe(200);
    const replaced = (await record('10250000.5', today)).json<AssetHoldingDetail>();
    expect(replaced.valuations.map((valuation) => [valuation.valuationDate, valuation.value])).toEqual([
      ['2024-12-31', '9800000'],
      [today, '10250000.5'],
    ]);
    expect(replaced.holding).toMatchObject({ value: '10250000.5', valuationDate: today });
    // An older valuation recorded later does not replace the latest as the value.
    const older = (await record('9500000', '2023-06-30')).json<AssetHoldingDetail>();
    expect(older.valuations).toHaveLength(3);
    expect(older.holding.value).toBe('10250000.5');
  });

  it('raises holdingUpdate for a holding counting units and balancesUpdate for cash', async () => {
    await added({ ...flat(), name: 'Silver coins', category: 'commodities', quantity: '20', value: '4200' });
    await added({ ...flat(), name: 'Deposit at Bank B', category: 'cash', value: '50000.25', purchaseDate: null });
    const notifications = await testApp.database.db
      .selectFrom('notification')
      .select(['type', 'code', 'quantity', 'balance', 'currency_code'])
      .where('account_code', '=', 'C10001')
      .where('type', 'in', ['holdingUpdate', 'balancesUpdate'])
      .execute();
    expect(notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'holdingUpdate', code: 'Silver coins' }),
        expect.objectContaining({ type: 'balancesUpdate', currency_code: 'HKD' }),
      ]),
    );
  });

  describe('refuses bad input with a field error, writing nothing', () => {
    it('a negative value, quantity or cost', async () => {
      await refusedField(() => add(flat({ value: '-1' })), 'holding.value');
      await refusedField(() => add(flat({ quantity: '-3' })), 'holding.quantity');
      await refusedField(() => add(flat({ cost: '-100' })), 'holding.cost');
      const { holding } = await added();
      await refusedField(
        () =>
          call('recordAssetValuation', {
            accountCode: 'C10001',
            holdingId: holding.holdingId,
            value: '-5',
            valuationDate: today,
          }),
        'value',
      );
    });

    it('a valuation date in the future or before the purchase date', async () => {
      await refusedField(() => add(flat({ valuationDate: '2025-01-16' })), 'holding.valuationDate');
      await refusedField(() => add(flat({ valuationDate: '2021-02-28' })), 'holding.valuationDate');
      await refusedField(() => add(flat({ valuationDate: '2024-02-30' })), 'holding.valuationDate');
      const { holding } = await added();
      for (const valuationDate of ['2025-02-01', '2020-01-01']) {
        await refusedField(
          () =>
            call('recordAssetValuation', {
              accountCode: 'C10001',
              holdingId: holding.holdingId,
              value: '1',
              valuationDate,
            }),
          'valuationDate',
        );
      }
    });

    it('an unknown category or currency', async () => {
      await refusedField(() => add(flat({ category: 'yacht' })), 'holding.category');
      await refusedField(() => add(flat({ currency: 'XYZ' })), 'holding.currency');
      await refusedField(() => add(flat({ currency: 'hkd' })), 'holding.currency');
      await refusedField(() => add(flat({ value: '100.123' })), 'holding.value');
    });

    it('an attachment that lies about its type or is over 5 MB', async () => {
      await refusedField(() => add(flat(), [file(exeBytes, 'deed.pdf')]), 'attachments.0');
      const tooLarge = Buffer.concat([pdfBytes, Buffer.alloc(5 * 1024 * 1024)]);
      await refusedField(() => add(flat(), [file(tooLarge, 'deed.pdf')]), 'attachments.0');
      const { holding } = await added();
      await refusedField(
        () =>
          call('addAssetAttachment', {
            accountCode: 'C10001',
            holdingId: holding.holdingId,
            attachment: file(exeBytes, 'valuation.pdf'),
          }),
        'attachment',
      );
      await refusedField(
        () =>
          call('addAssetAttachment', {
            accountCode: 'C10001',
            holdingId: holding.holdingId,
            attachment: file(tooLarge, 'valuation.pdf'),
          }),
        'attachment',
      );
    });
  });

  it('deletes softly and restores the status the holding had', async () => {
    const { holding } = await added();
    const key = { accountCode: 'C10001', holdingId: holding.holdingId };
    expect(
      (await call('setAssetHoldingStatus', { ...key, status: 'inactive' })).json<AssetHoldingDetail>().holding,
    ).toMatchObject({ status: 'inactive' });
    const deleted = (await call('deleteAssetHolding', key)).json<AssetHoldingDetail>();
    expect(deleted.holding).toMatchObject({ status: 'deleted' });
    expect(deleted.holding.deletedAt).not.toBeNull();
    const listed = (await call('myAssetHoldings', { accountCode: 'C10001' })).json<{ holdings: AssetHolding[] }>();
    expect(listed.holdings.map((entry) => entry.holdingId)).not.toContain(holding.holdingId);
    const deletedOnes = (await call('myAssetHoldings', { accountCode: 'C10001', status: 'deleted' })).json<{
      holdings: AssetHolding[];
    }>();
    expect(deletedOnes.holdings.map((entry) => entry.holdingId)).toContain(holding.holdingId);
    // A deleted holding is not edited until restored.
    expect((await call('recordAssetValuation', { ...key, value: '1', valuationDate: today })).statusCode).toBe(409);
    const restored = (await call('restoreAssetHolding', key)).json<AssetHoldingDetail>();
    expect(restored.holding).toMatchObject({ status: 'inactive', deletedAt: null });
    expect((await call('restoreAssetHolding', key)).statusCode).toBe(409);
  });

  it('links a listed security and a crypto asset: value = quantity × last price, with the price time', async () => {
    const stock = await added({
      ...flat(),
      name: 'Tencent shares at Bank B',
      category: 'stock',
      quantity: '300',
      value: '120000',
      purchaseDate: null,
    });
    const linked = await call('linkAssetHolding', {
      accountCode: 'C10001',
      holdingId: stock.holding.holdingId,
      link: { kind: 'stock', instrumentId: 'HKEX-00700' },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const { holding } = linked.json<AssetHoldingDetail>();
    expect(holding.link).toMatchObject({ kind: 'stock', instrumentId: 'HKEX-00700', code: '00700' });
    const lastPrice = holding.link?.lastPrice ?? '';
    const expected = (Number.parseFloat(lastPrice) * 300).toFixed(2);
    expect(Number.parseFloat(holding.value).toFixed(2)).toBe(expected);
    expect(holding.value).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(holding.valuedAt).toBe(holding.link?.priceAt);

    const coin = await added({
      ...flat(),
      name: 'Bitcoin in a hardware wallet',
      category: 'cryptocurrencies',
      currency: 'USD',
      quantity: '0.5',
      value: '30000',
      purchaseDate: null,
    });
    const btc = (
      await call('linkAssetHolding', {
        accountCode: 'C10001',
        holdingId: coin.holding.holdingId,
        link: { kind: 'crypto', instrumentId: 'BTC-USD' },
      })
    ).json<AssetHoldingDetail>();
    expect(btc.holding.link).toMatchObject({ kind: 'crypto', instrumentId: 'BTC-USD' });
    expect(btc.holding.currency).toBe('USD');

    // A flat cannot follow a share price, nor a holding without a quantity.
    await refusedField(
      () =>
        call('linkAssetHolding', {
          accountCode: 'C10001',
          holdingId: 'AH-DEMO-C10001-FLAT',
          link: { kind: 'stock', instrumentId: 'HKEX-00700' },
        }),
      'link.kind',
    );
    await refusedField(
      () =>
        call('linkAssetHolding', {
          accountCode: 'C10001',
          holdingId: stock.holding.holdingId,
          link: { kind: 'stock', instrumentId: 'HKEX-99999' },
        }),
      'link.instrumentId',
    );
  });

  it('values the active holdings at an instant for the portfolio (public entry)', async () => {
    const deps = assetHoldingDependenciesOf({
      config: testApp.config,
      db: testApp.database.db,
      clock: testApp.clock,
      events: testApp.events,
    });
    const now = await valueOtherAssetsAt(deps, { accountCode: 'C10001', source: 'gateway' }, testApp.clock.now());
    const seededFlat = now.find((entry) => entry.holdingId === 'AH-DEMO-C10001-FLAT');
    expect(seededFlat).toMatchObject({ name: 'Flat in Taikoo Shing', category: 'realEstate', currency: 'HKD' });
    expect(seededFlat?.valuedAt).toBe(`${today}T00:00:00.000Z`);
    // A year ago the flat was worth the valuation of that day or the one before; the holdings added today did not exist.
    const yearAgo = new Date('2024-01-20T00:00:00.000Z');
    const then = await valueOtherAssetsAt(deps, { accountCode: 'C10001', source: 'gateway' }, yearAgo);
    expect(then.map((entry) => entry.holdingId).sort()).toEqual([
      'AH-DEMO-C10001-CAR',
      'AH-DEMO-C10001-FLAT',
      'AH-DEMO-C10001-GOLD',
    ]);
    const flatThen = then.find((entry) => entry.holdingId === 'AH-DEMO-C10001-FLAT');
    expect((flatThen?.valuedAt ?? '9999') <= '2024-01-20').toBe(true);
    expect(flatThen?.value).not.toBe(seededFlat?.value);
    for (const entry of now) expect(typeof entry.value).toBe('string');
    // An inactive holding is left out.
    const key = { accountCode: 'C10001', holdingId: 'AH-DEMO-C10001-CAR' };
    await call('setAssetHoldingStatus', { ...key, status: 'inactive' });
    const afterInactive = await valueOtherAssetsAt(
      deps,
      { accountCode: 'C10001', source: 'gateway' },
      testApp.clock.now(),
    );
    expect(afterInactive.map((entry) => entry.holdingId)).not.toContain('AH-DEMO-C10001-CAR');
    await call('setAssetHoldingStatus', { ...key, status: 'active' });
  });

  describe('another client’s holding answers as a missing one and changes nothing', () => {
    const seeded = 'AH-DEMO-C10001-FLAT';
    const operations = (holdingId: string): [string, object][] =>
      [
        ['assetHolding', {}],
        ['updateAssetHolding', { changes: { name: 'Mine now', category: 'realEstate', currency: 'HKD' } }],
        ['recordAssetValuation', { value: '1', valuationDate: today }],
        ['setAssetHoldingStatus', { status: 'inactive' }],
        ['deleteAssetHolding', {}],
        ['restoreAssetHolding', {}],
        ['linkAssetHolding', { link: null }],
        ['addAssetAttachment', { attachment: file(pdfBytes, 'x.pdf') }],
        ['removeAssetAttachment', { attachmentId: 'anything' }],
      ].map(([operation, extra]) => [operation as string, { accountCode: 'C10005', holdingId, ...(extra as object) }]);

    it.each(operations(seeded).map(([operation]) => operation))('%s', async (operation) => {
      const mine = operations(seeded).find(([name]) => name === operation)?.[1] ?? {};
      const missing = operations('AH-NO-SUCH-HOLDING').find(([name]) => name === operation)?.[1] ?? {};
      const before = await snapshotDatabase(testApp.database);
      const stolen = await call(operation, mine, other);
      const absent = await call(operation, missing, other);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual(absent.json());
      // Naming the owner's account code instead is refused as acting for another account.
      const posing = await call(operation, { ...mine, accountCode: 'C10001' }, other);
      expect(posing.statusCode).toBe(403);
      expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
    });

    it('an attachment of another client’s holding', async () => {
      const { attachments } = await added(flat(), [file(pdfBytes, 'deed.pdf')]);
      const url = attachments[0]?.downloadUrl ?? '';
      const stolen = await testApp.app.inject({ method: 'GET', url, headers: other.headers });
      const absent = await testApp.app.inject({
        method: 'GET',
        url: '/api/assetHolding/attachment/no-such-attachment',
        headers: other.headers,
      });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual(absent.json());
      const anonymous = await testApp.app.inject({ method: 'GET', url, headers: clientHeaders });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});

describe('other assets on a brand without them (assetEnabled off)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'team' });
  });
  afterAll(async () => testApp?.close());

  it('refuses every operation and the attachment download with 404 FEATURE_OFF', async () => {
    const client = await signIn(testApp, 'C10001');
    for (const operation of ['assetHoldingTerms', 'myAssetHoldings', 'addAssetHolding', 'deleteAssetHolding']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/assetHolding/${operation}`,
        headers: client.headers,
        payload: { accountCode: 'C10001' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'FEATURE_OFF' });
    }
    const download = await testApp.app.inject({
      method: 'GET',
      url: '/api/assetHolding/attachment/anything',
      headers: client.headers,
    });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toMatchObject({ code: 'FEATURE_OFF' });
  });
});

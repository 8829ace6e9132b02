import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal, type IpoApplication, type IpoOfferingDetail, type IpoOfferingSummary } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { ipoResultCodes } from '@portal/contract/domain/order/ipo-results';
import { balanceDiscrepancies, balanceOf, journalTotals } from '../../platform/money/ledger';
import { databaseDialectOf } from '../../platform/db/db';
import { extractPdfText } from '../../platform/pdf/pdf-test-support';
import { depositFor } from '../../test/fund-order-test-support';
import { signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { applicationAmountOf } from '@portal/contract/domain/stock/ipo-application-money';
import { ballotLots } from './ipo-amounts';
import { stockPositionsOf } from '../stock-order/public';
import { seedIpoOfferings } from './ipo-seed';
import { advanceIpos } from './lifecycle';
import type { StockIpoDependencies } from './stock-ipo-dependencies';

/*
 * The seeded offerings around the test clock (Wednesday 15 January 2025, 10:00 in Hong Kong): IPO-09901 open (lot
 * 500, HKD 9.80-10.50, finance), IPO-09902 open (lot 200, up to 42.80, finance), IPO-09903 upcoming (no finance),
 * IPO-09904 closed awaiting its result, IPO-09905 closed with its result day past.
 */

let sequence = 0;
const reference = () => `ipo-test-${String((sequence += 1)).padStart(5, '0')}`;

type Call = (operation: string, payload: object) => Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;

function caller(testApp: TestApp, signedIn: SignedIn): Call {
  return (operation, payload) =>
    testApp.app.inject({ method: 'POST', url: `/api/stockIpo/${operation}`, headers: signedIn.headers, payload });
}

function dependenciesOf(testApp: TestApp): StockIpoDependencies {
  return {
    db: testApp.database.db,
    dialect: databaseDialectOf(testApp.config),
    events: testApp.events,
    clock: testApp.clock,
    brand: getBrand(testApp.config.portalVariant),
  };
}

async function snapshot(testApp: TestApp) {
  const db = testApp.database.db;
  const count = async (table: 'ledger_journal' | 'ledger_entry' | 'ipo_application' | 'order_reference') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const totals = [...(await journalTotals(db))].map(([asset, total]) => `${asset} ${total.toFixed()}`).sort();
  const applications = await db.selectFrom('ipo_application').selectAll().orderBy('id').execute();
  return {
    totals,
    journals: await count('ledger_journal'),
    entries: await count('ledger_entry'),
    applications: JSON.stringify(applications),
    references: await count('order_reference'),
  };
}

describe('IPO service', () => {
  let testApp: TestApp;
  let signedIn: SignedIn;
  let call: Call;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedIpoOfferings(testApp.database.db, testApp.clock);
    signedIn = await signIn(testApp, 'C10001');
    call = caller(testApp, signedIn);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const apply = (payload: object) =>
    call('applyIpo', {
      accountCode: 'C10001',
      clientReference: reference(),
      offeringId: 'IPO-09901',
      applicationType: 'Cash',
      quantity: '500',
      ...payload,
    });

  it('lists open, upcoming and closed offerings, and one phase when asked', async () => {
    const all = (await call('listIpos', { accountCode: 'C10001' })).json<{ offerings: IpoOfferingSummary[] }>();
    expect(all.offerings.map((offering) => [offering.offeringId, offering.phase])).toEqual([
      ['IPO-09902', 'open'],
      ['IPO-09901', 'open'],
      ['IPO-09903', 'upcoming'],
      ['IPO-09904', 'closed'],
      ['IPO-09905', 'closed'],
    ]);
    const upcoming = (await call('listIpos', { accountCode: 'C10001', phase: 'upcoming' })).json<{
      offerings: IpoOfferingSummary[];
    }>();
    expect(upcoming.offerings.map((offering) => offering.offeringId)).toEqual(['IPO-09903']);
    // The final price stays unknown until the result.
    expect(all.offerings.every((offering) => offering.finalPrice === null)).toBe(true);
  });

  it('details an offering with its allotment table, amounts with brokerage and levies, and its prospectus', async () => {
    const detail = (
      await call('ipoDetail', { accountCode: 'C10001', offeringId: 'IPO-09901' })
    ).json<IpoOfferingDetail>();
    // 500 × 10.50 = 5,250; × 1.010085 (1% brokerage, 0.0027% SFC, 0.00565% trading fee, 0.00015% AFRC) = 5,302.95.
    expect(detail.allotmentTable[0]).toEqual({ quantity: '500', amount: '5302.95' });
    expect(detail.allotmentTable[1]).toEqual({ quantity: '1000', amount: '10605.89' });
    expect(detail.minimumAmount).toBe('5302.95');
    expect(detail.financeAvailable).toBe(true);
    expect(detail.proportionDepositPercents).toEqual(['20', '30', '50']);
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: `${detail.prospectusUrl}?language=zh-HK`,
      headers: signedIn.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await extractPdfText(pdf.rawPayload);
    expect(text).toContain('港灣機械人控股');
    expect(text).toContain('招股章程');
    const signedOut = await testApp.app.inject({ method: 'GET', url: detail.prospectusUrl });
    expect(signedOut.statusCode).toBe(401);
  }, 30_000);

  it('holds the deposit on application, replays a reference, refuses a second application and releases on cancel', async () => {
    await depositFor(testApp, 'C10001', 'HKD', '20000');
    const clientReference = reference();
    const first = await apply({ clientReference });
    expect(first.statusCode).toBe(200);
    const application = first.json<{ application: IpoApplication; replayed: boolean }>().application;
    expect(application).toMatchObject({
      status: 'pending',
      statusCode: 'P',
      amount: '5302.95',
      holdAmount: '5302.95',
      loanAmount: '0',
      cancellable: true,
    });
    expect(await balanceOf(testApp.database.db, { accountCode: 'C10001', source: 'gateway', asset: 'HKD' })).toEqual({
      available: new ExactDecimal('14697.05'),
      onHold: new ExactDecimal('5302.95'),
    });

    const again = await apply({ clientReference });
    expect(again.json<{ replayed: boolean }>().replayed).toBe(true);
    const otherContent = await apply({ clientReference, quantity: '1000' });
    expect(otherContent.statusCode).toBe(409);

    const before = await snapshot(testApp);
    const second = await apply({});
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ code: 'duplicateApplication', details: { resultCode: 'ERR507' } });
    expect(await snapshot(testApp)).toEqual(before);

    const cancelled = await call('cancelIpoApplication', {
      accountCode: 'C10001',
      applicationId: application.applicationId,
    });
    expect(cancelled.json<{ application: IpoApplication }>().application).toMatchObject({
      status: 'deleted',
      cancellable: false,
    });
    expect(await balanceOf(testApp.database.db, { accountCode: 'C10001', source: 'gateway', asset: 'HKD' })).toEqual({
      available: new ExactDecimal('20000'),
      onHold: new ExactDecimal('0'),
    });
    const twice = await call('cancelIpoApplication', {
      accountCode: 'C10001',
      applicationId: application.applicationId,
    });
    expect(twice.json()).toMatchObject({ code: 'applicationAlreadyCancelled' });
  });

  it.each([
    ['quantityNotOnAllotmentTable', { quantity: '700' }],
    ['quantityNotOnAllotmentTable', { quantity: '500.5' }],
    ['belowMinimumQuantity', { quantity: '0' }],
    ['aboveMaximumQuantity', { quantity: '100000000' }],
    ['ipoNotFound', { offeringId: 'IPO-00000' }],
    ['applicationNotOpen', { offeringId: 'IPO-09903', quantity: '1000' }],
    ['applicationClosed', { offeringId: 'IPO-09904', quantity: '400' }],
    ['financeNotAllowed', { offeringId: 'IPO-09902', applicationType: 'Finance', quantity: '200' }],
    ['quantityNotOnAllotmentTable', { quantity: '-500' }],
    ['invalidApplicationType', { applicationType: 'Proportion' }],
    ['invalidApplicationType', { applicationType: 'Proportion', depositPercent: '25' }],
    ['invalidApplicationType', { applicationType: 'Cash', depositPercent: '20' }],
    ['invalidApplicationType', { applicationType: 'Finance' }],
    ['invalidApplicationType', { applicationType: 'Finance', loanAmount: '100.001' }],
    ['insufficientFund', { quantity: '250000' }],
  ] as const)('refuses %s (%j) and changes nothing', async (result, payload) => {
    const before = await snapshot(testApp);
    const answer = await apply(payload);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: result, details: { result, resultCode: ipoResultCodes[result] } });
    expect(await snapshot(testApp)).toEqual(before);
  });

  it.each([
    { quantity: '5e2' },
    { quantity: 500 },
    { applicationType: 'Margin' },
    { offeringId: '../etc' },
    { clientReference: 'x' },
    { extra: true },
  ])('answers 400 to malformed input %j and changes nothing', async (payload) => {
    const before = await snapshot(testApp);
    const answer = await apply(payload);
    expect(answer.statusCode).toBe(400);
    expect(await snapshot(testApp)).toEqual(before);
  });

  it('applies with margin financing: the client’s loan and its interest, and a Proportion of its choosing', async () => {
    await depositFor(testApp, 'C10001', 'HKD', '10000');
    const over = await apply({ applicationType: 'Finance', quantity: '5000', loanAmount: '47726.52' });
    expect(over.json()).toMatchObject({ code: 'overMarginLimit', details: { resultCode: 'ERR509' } });
    const financed = await apply({ applicationType: 'Finance', quantity: '5000', loanAmount: '47000' });
    const application = financed.json<{ application: IpoApplication }>().application;
    // 5,000 × 10.50 × 1.010085 = 53,029.46 (the loan at most what a 10% deposit leaves: 47,726.51); deposit 6,029.46;
    // interest 47,000 × 3.8% × 7 / 365 = 34.2520… → 34.25 (half up); fee 100.
    expect(application).toMatchObject({
      applicationType: 'Finance',
      amount: '53029.46',
      depositAmount: '6029.46',
      loanAmount: '47000',
      interestAmount: '34.25',
      handlingFee: '100',
      holdAmount: '6163.71',
    });
    const cancel = (applicationId: string) => call('cancelIpoApplication', { accountCode: 'C10001', applicationId });
    expect((await cancel(application.applicationId)).statusCode).toBe(200);
    const proportion = (await apply({ applicationType: 'Proportion', depositPercent: '50', quantity: '1000' })).json<{
      application: IpoApplication;
    }>().application;
    expect(proportion).toMatchObject({ amount: '10605.89', depositAmount: '5302.95', loanAmount: '5302.94' });
    expect((await cancel(proportion.applicationId)).statusCode).toBe(200);
  });

  it('announces an offering when it opens: one newIPO for every active gateway client', async () => {
    const deps = dependenciesOf(testApp);
    const upcoming = await testApp.database.db
      .selectFrom('ipo_offering')
      .select('open_at')
      .where('id', '=', 'IPO-09903')
      .executeTakeFirstOrThrow();
    const start = testApp.clock.now();
    testApp.clock.set(upcoming.open_at);
    const before = await testApp.database.db
      .selectFrom('domain_event')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('type', '=', 'newIPO')
      .executeTakeFirstOrThrow();
    expect((await advanceIpos(deps)).announced).toBe(1);
    expect((await advanceIpos(deps)).announced).toBe(0);
    const after = await testApp.database.db
      .selectFrom('domain_event')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('type', '=', 'newIPO')
      .executeTakeFirstOrThrow();
    const clients = await testApp.database.db
      .selectFrom('account')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('source', '=', 'gateway')
      .where('role', '=', 'user')
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(Number(clients.n));
    testApp.clock.set(start);
  });
  it('submits at closing, refuses a cancel after it, and allots on the result day with a balanced journal', async () => {
    await depositFor(testApp, 'C10001', 'HKD', '60000');
    const placed = (await apply({ quantity: '5000' })).json<{ application: IpoApplication }>().application;
    const deps = dependenciesOf(testApp);
    testApp.clock.set(placed.closeAt);
    expect((await advanceIpos(deps)).submitted).toBeGreaterThanOrEqual(1);
    // Days went by: a new session.
    signedIn = await signIn(testApp, 'C10001');
    call = caller(testApp, signedIn);
    const late = await call('cancelIpoApplication', { accountCode: 'C10001', applicationId: placed.applicationId });
    expect(late.json()).toMatchObject({ code: 'cancelAfterClosing', details: { resultCode: 'ERR516' } });

    testApp.clock.set(placed.resultAt);
    const steps = await advanceIpos(deps);
    signedIn = await signIn(testApp, 'C10001');
    call = caller(testApp, signedIn);
    expect(steps.allotted).toBeGreaterThanOrEqual(1);
    expect((await advanceIpos(deps)).allotted).toBe(0);
    const mine = (await call('myIpoApplications', { accountCode: 'C10001' })).json<{
      applications: IpoApplication[];
    }>();
    const result = mine.applications.find((entry) => entry.applicationId === placed.applicationId);
    const lots = ballotLots('IPO-09901', placed.applicationId, 10, '0.6');
    const allotted = lots * 500;
    const charge = applicationAmountOf(allotted, '10.20');
    expect(result).toMatchObject({
      status: 'completed',
      statusCode: 'A',
      allottedQuantity: String(allotted),
      finalPrice: '10.2',
      chargeAmount: charge.toFixed(),
      refundAmount: new ExactDecimal('53029.46').minus(charge).toFixed(),
      loanOutstanding: '0',
    });
    const shares = await balanceOf(testApp.database.db, {
      accountCode: 'C10001',
      source: 'gateway',
      asset: 'STOCK:HKEX-09901',
    });
    expect(shares.available.toFixed()).toBe(String(allotted));
    // The position (stock-order's) has the shares at the charge as their cost.
    const positions = await stockPositionsOf(testApp.database.db, { accountCode: 'C10001', source: 'gateway' });
    expect(positions.find((position) => position.stockId === 'HKEX-09901')).toEqual({
      stockId: 'HKEX-09901',
      quantity: new ExactDecimal(allotted),
      totalCost: charge,
    });
    const totals = await journalTotals(testApp.database.db);
    for (const [asset, total] of totals) expect([asset, total.toFixed()]).toEqual([asset, '0']);
    expect(await balanceDiscrepancies(testApp.database.db)).toEqual([]);
    const notices = await testApp.database.db
      .selectFrom('domain_event')
      .select(['type', 'payload'])
      .where('type', '=', 'ipoResult')
      .execute();
    expect(notices.map((notice) => JSON.parse(notice.payload) as { referenceCode: string })).toContainEqual(
      expect.objectContaining({ referenceCode: placed.applicationId, quantity: String(allotted) }),
    );
  });
});

describe('IPO applications at once', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedIpoOfferings(testApp.database.db, testApp.clock);
    // Fifty open offerings like IPO-09901 (one live application per offering and account).
    const model = await testApp.database.db
      .selectFrom('ipo_offering')
      .selectAll()
      .where('id', '=', 'IPO-09901')
      .executeTakeFirstOrThrow();
    await testApp.database.db
      .insertInto('ipo_offering')
      .values(Array.from({ length: 50 }, (_, index) => ({ ...model, id: `IPO-T${String(index).padStart(2, '0')}` })))
      .execute();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('accepts 7 of 50 applications against cash for exactly 7 and refuses 43 with insufficientFund', async () => {
    await depositFor(testApp, 'C10005', 'HKD', new ExactDecimal('5302.95').times(7).toFixed());
    const call = caller(testApp, await signIn(testApp, 'C10005'));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call('applyIpo', {
          accountCode: 'C10005',
          clientReference: `concurrent-${String(index).padStart(3, '0')}`,
          offeringId: `IPO-T${String(index).padStart(2, '0')}`,
          applicationType: 'Cash',
          quantity: '500',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(43);
    for (const answer of refused) expect(answer.json()).toMatchObject({ code: 'insufficientFund' });
    expect(await balanceOf(testApp.database.db, { accountCode: 'C10005', source: 'gateway', asset: 'HKD' })).toEqual({
      available: new ExactDecimal(0),
      onHold: new ExactDecimal('37120.65'),
    });
    expect(await balanceDiscrepancies(testApp.database.db)).toEqual([]);
  });

  it('makes one application of one client reference sent five times at once', async () => {
    await depositFor(testApp, 'C10001', 'HKD', '10000');
    const call = caller(testApp, await signIn(testApp, 'C10001'));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('applyIpo', {
          accountCode: 'C10001',
          clientReference: 'one-reference-0001',
          offeringId: 'IPO-09901',
          applicationType: 'Cash',
          quantity: '500',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(
      answers.map((answer) => answer.json<{ application: IpoApplication }>().application.applicationId),
    );
    expect(ids.size).toBe(1);
    const rows = await testApp.database.db
      .selectFrom('ipo_application')
      .select('id')
      .where('account_code', '=', 'C10001')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

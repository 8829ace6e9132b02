import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal, type CorporateAction } from '@portal/contract';
import { balanceDiscrepancies, balanceOf, journalTotals } from '../../platform/money/ledger';
import { databaseDialectOf } from '../../platform/db/db';
import { depositFor } from '../../test/fund-order-test-support';
import { signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { stockPositionsOf } from '../stock-order/public';
import type { CorporateActionDependencies } from './corporate-action-dependencies';
import { seedCorporateActions } from './corporate-action-seed';
import { advanceCorporateActions } from './entitlements';

/*
 * The seeded actions around the test clock (Wednesday 15 January 2025, 10:00 in Hong Kong) on C10001's demo holdings:
 * HSBC 2,000 (dividend 0.78, ex +2), HK & China Gas 5,000 (bonus 1 for 10), Xiaomi 2,000 (split 1 → 2), Ping An
 * 1,002 (consolidation 5 → 1), SHKP 1,000 (rights 1 for 5 at 80, recorded already, deadline +3 16:00) and CCB
 * 10,000 (scrip 0.40 or shares at 7.20, recorded already).
 */

type Call = (operation: string, payload: object) => Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;

let sequence = 0;
const reference = () => `ca-test-${String((sequence += 1)).padStart(5, '0')}`;

async function snapshot(testApp: TestApp) {
  const db = testApp.database.db;
  const totals = [...(await journalTotals(db))].map(([asset, total]) => `${asset} ${total.toFixed()}`).sort();
  const journals = await db
    .selectFrom('ledger_journal')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const entitlements = await db.selectFrom('corporate_action_entitlement').selectAll().orderBy('action_id').execute();
  return { totals, journals: Number(journals.n), entitlements: JSON.stringify(entitlements) };
}

describe('corporate actions', () => {
  let testApp: TestApp;
  let signedIn: SignedIn;
  let call: Call;
  let deps: CorporateActionDependencies;

  const list = async () =>
    (await call('listCorporateActions', { accountCode: 'C10001' })).json<{ actions: CorporateAction[] }>().actions;
  const actionOf = async (actionId: string) => {
    const found = (await list()).find((action) => action.actionId === actionId);
    if (found === undefined) throw new Error(`${actionId} is not listed`);
    return found;
  };
  const elect = (payload: object) =>
    call('electCorporateAction', { accountCode: 'C10001', clientReference: reference(), ...payload });

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedCorporateActions(testApp.database.db, testApp.clock);
    // Seeding again changes nothing (the holdings' journals are idempotent).
    await seedCorporateActions(testApp.database.db, testApp.clock);
    await depositFor(testApp, 'C10001', 'HKD', '100000');
    deps = {
      db: testApp.database.db,
      dialect: databaseDialectOf(testApp.config),
      events: testApp.events,
      clock: testApp.clock,
    };
    signedIn = await signIn(testApp, 'C10001');
    call = (operation, payload) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/corporateAction/${operation}`,
        headers: signedIn.headers,
        payload,
      });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('records the holders of actions past their ex-date, and lists the others on what the client holds now', async () => {
    expect(await advanceCorporateActions(deps)).toEqual({ recorded: 2, applied: 0 });
    const actions = await list();
    expect(actions).toHaveLength(6);
    const rights = actions.find((action) => action.actionId === 'CA-00016-RIGHTS');
    expect(rights).toMatchObject({
      status: 'recorded',
      electable: ['subscribe'],
      entitlement: { heldQuantity: '1000', entitledQuantity: '200', election: null },
    });
    const scrip = actions.find((action) => action.actionId === 'CA-00939-SCRIP');
    // 10,000 × 0.40 = 4,000.00; as shares at 7.20: 555 (555 × 7.20 = 3,996; the 4.00 left paid in cash).
    expect(scrip).toMatchObject({
      electable: ['cash', 'shares'],
      entitlement: { entitledCash: '4000.00', entitledQuantity: '555' },
    });
    const dividend = actions.find((action) => action.actionId === 'CA-00005-DIV');
    expect(dividend).toMatchObject({ status: 'announced', entitlement: null, heldNow: '2000', electable: [] });
  });

  it.each([
    ['actionNotFound', { actionId: 'CA-NONE', election: 'subscribe', quantity: '1' }],
    ['noElection', { actionId: 'CA-00005-DIV', election: 'cash' }],
    ['invalidElection', { actionId: 'CA-00016-RIGHTS', election: 'cash' }],
    ['invalidQuantity', { actionId: 'CA-00016-RIGHTS', election: 'subscribe', quantity: '201' }],
    ['invalidQuantity', { actionId: 'CA-00016-RIGHTS', election: 'subscribe', quantity: '0' }],
    ['invalidQuantity', { actionId: 'CA-00016-RIGHTS', election: 'subscribe', quantity: '1.5' }],
    ['invalidQuantity', { actionId: 'CA-00016-RIGHTS', election: 'subscribe' }],
    ['invalidQuantity', { actionId: 'CA-00939-SCRIP', election: 'shares', quantity: '10' }],
  ] as const)('refuses an election with %s (%j) and changes nothing', async (result, payload) => {
    const before = await snapshot(testApp);
    const answer = await elect(payload);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: result, details: { result } });
    expect(await snapshot(testApp)).toEqual(before);
  });

  it('subscribes rights with the cash held, once per entitlement, and takes scrip shares', async () => {
    const clientReference = reference();
    const subscribed = await elect({
      clientReference,
      actionId: 'CA-00016-RIGHTS',
      election: 'subscribe',
      quantity: '150',
    });
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json<{ action: CorporateAction }>().action).toMatchObject({
      electable: [],
      entitlement: { election: 'subscribe', electedQuantity: '150', holdAmount: '12000' },
    });
    expect(await balanceOf(testApp.database.db, { accountCode: 'C10001', source: 'gateway', asset: 'HKD' })).toEqual({
      available: new ExactDecimal('88000'),
      onHold: new ExactDecimal('12000'),
    });
    const again = await elect({ clientReference, actionId: 'CA-00016-RIGHTS', election: 'subscribe', quantity: '150' });
    expect(again.json<{ replayed: boolean }>().replayed).toBe(true);
    const before = await snapshot(testApp);
    const second = await elect({ actionId: 'CA-00016-RIGHTS', election: 'subscribe', quantity: '10' });
    expect(second.json()).toMatchObject({ code: 'alreadyElected' });
    expect(await snapshot(testApp)).toEqual(before);

    const scrip = await elect({ actionId: 'CA-00939-SCRIP', election: 'shares' });
    expect(scrip.json<{ action: CorporateAction }>().action.entitlement).toMatchObject({ election: 'shares' });
  });

  it('refuses an election after the deadline and changes nothing', async () => {
    const rights = await actionOf('CA-00016-RIGHTS');
    const start = testApp.clock.now();
    testApp.clock.set(rights.electionDeadline ?? '');
    signedIn = await signIn(testApp, 'C10001');
    const before = await snapshot(testApp);
    const late = await elect({ actionId: 'CA-00016-RIGHTS', election: 'subscribe', quantity: '10' });
    expect(late.json()).toMatchObject({ code: 'electionClosed', details: { resultCode: 'CA05' } });
    expect(await snapshot(testApp)).toEqual(before);
    testApp.clock.set(start);
  });

  it('applies every action on its date, one account at a time, and the journal balances', async () => {
    testApp.clock.set('2025-02-10T02:00:00.000Z');
    const steps = await advanceCorporateActions(deps);
    expect(steps.recorded).toBe(4);
    expect(steps.applied).toBe(6);
    expect(await advanceCorporateActions(deps)).toEqual({ recorded: 0, applied: 0 });
    signedIn = await signIn(testApp, 'C10001');
    const actions = await list();
    const applied = Object.fromEntries(
      actions.map((action) => [action.actionId, [action.entitlement?.cashAmount, action.entitlement?.sharesAmount]]),
    );
    expect(applied).toEqual({
      // 2,000 × 0.78.
      'CA-00005-DIV': ['1560', '0'],
      // 5,000 ÷ 10.
      'CA-00003-BONUS': ['0', '500'],
      // 2,000 → 4,000.
      'CA-01810-SPLIT': ['0', '2000'],
      // 1,002 → 200 (the fraction 0.4 of a new share dropped).
      'CA-02318-CONS': ['0', '-802'],
      // 150 × 80 paid from the hold.
      'CA-00016-RIGHTS': ['-12000', '150'],
      // 555 shares and 4.00 in cash.
      'CA-00939-SCRIP': ['4', '555'],
    });
    const positions = new Map(
      (await stockPositionsOf(testApp.database.db, { accountCode: 'C10001', source: 'gateway' })).map((position) => [
        position.stockId,
        [position.quantity.toFixed(), position.totalCost.toFixed()],
      ]),
    );
    expect(Object.fromEntries(positions)).toEqual({
      'HKEX-00003': ['5500', '35000'],
      'HKEX-00005': ['2000', '190000'],
      'HKEX-00016': ['1150', '102000'],
      'HKEX-00939': ['10555', '75996'],
      'HKEX-01810': ['4000', '80000'],
      'HKEX-02318': ['200', '52000'],
    });
    expect(await balanceOf(testApp.database.db, { accountCode: 'C10001', source: 'gateway', asset: 'HKD' })).toEqual({
      available: new ExactDecimal('89564'),
      onHold: new ExactDecimal('0'),
    });
    for (const [asset, total] of await journalTotals(testApp.database.db)) {
      expect([asset, total.toFixed()]).toEqual([asset, '0']);
    }
    expect(await balanceDiscrepancies(testApp.database.db)).toEqual([]);
    const movements = await testApp.database.db
      .selectFrom('domain_event')
      .select(['type', 'payload'])
      .where('type', 'in', ['holdingMovement', 'cashMovement'])
      .where('account_code', '=', 'C10001')
      .execute();
    const ours = movements.filter((event) => event.payload.includes('"referenceCode":"CA-'));
    expect(ours.filter((event) => event.type === 'holdingMovement')).toHaveLength(5);
    expect(ours.filter((event) => event.type === 'cashMovement')).toHaveLength(3);
  });
});

describe('corporate action elections at once', () => {
  let testApp: TestApp;
  let call: Call;
  let deps: CorporateActionDependencies;
  const elect = (payload: object) =>
    call('electCorporateAction', { accountCode: 'C10001', clientReference: reference(), ...payload });
  const actionOf = async (actionId: string) => {
    const actions = (await call('listCorporateActions', { accountCode: 'C10001' })).json<{
      actions: CorporateAction[];
    }>().actions;
    const found = actions.find((action) => action.actionId === actionId);
    if (found === undefined) throw new Error(`${actionId} is not listed`);
    return found;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedCorporateActions(testApp.database.db, testApp.clock);
    await depositFor(testApp, 'C10001', 'HKD', '100000');
    deps = {
      db: testApp.database.db,
      dialect: databaseDialectOf(testApp.config),
      events: testApp.events,
      clock: testApp.clock,
    };
    const signedIn = await signIn(testApp, 'C10001');
    call = (operation, payload) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/corporateAction/${operation}`,
        headers: signedIn.headers,
        payload,
      });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('makes one election of one entitlement when several arrive at once', async () => {
    await advanceCorporateActions(deps);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        elect({
          clientReference: index < 3 ? 'same-reference-0001' : `other-reference-000${index}`,
          actionId: 'CA-00016-RIGHTS',
          election: 'subscribe',
          quantity: '10',
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    for (const answer of refused) expect(answer.json()).toMatchObject({ code: 'alreadyElected' });
    // One election holds 10 × 80 once, whichever reference won.
    const entitlement = (await actionOf('CA-00016-RIGHTS')).entitlement;
    expect(entitlement).toMatchObject({ election: 'subscribe', electedQuantity: '10', holdAmount: '800' });
    expect(placed.length).toBeGreaterThanOrEqual(1);
    const holds = await testApp.database.db
      .selectFrom('ledger_journal')
      .select('reference')
      .where('kind', '=', 'corporateAction.hold')
      .execute();
    expect(holds).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditedActor } from '../../platform/audit/audit-trail';
import { auditEntriesOf } from '../../platform/audit/audit-trail';
import {
  createOrderTestApp,
  depositFor,
  ledgerSnapshot,
  orderDependenciesOf,
} from '../../test/fund-order-test-support';
import type { TestApp } from '../../test/test-app';
import type { FundOrderDependencies } from './fund-order-dependencies';
import { cancelOrder } from './lifecycle';
import { insertFundOrderGroup, prepareFundOrderGroup } from './order-group';
import { placeRedemption, placeSubscription, placeSwitch } from './placement';

/*
 * Fund orders an advisor places for a client (issue 28 part 6, ADR 059): held to the brand's advisorFundTrading
 * (SPEC §3), on the client's audit trail and told to the client (advisorOrderPlaced), a plan's order group included.
 * The risk level check and the HTTP paths are proven in services/audit-trail/audit-trail-service.test.ts.
 */

const account = { accountCode: 'C10001', source: 'gateway' } as const;
const advisor: AuditedActor = { accountCode: 'A30001', role: 'advisor', sessionId: 'session-a30001' };

let reference = 0;
function nextReference(): string {
  reference += 1;
  return `advisor-${String(reference).padStart(4, '0')}`;
}

describe('fund orders an advisor places for a client', () => {
  let testApp: TestApp;
  let deps: FundOrderDependencies;
  let noAdvisorTrading: FundOrderDependencies;

  beforeAll(async () => {
    testApp = await createOrderTestApp();
    await depositFor(testApp, 'C10001', 'HKD', '1000000');
    deps = orderDependenciesOf(testApp);
    noAdvisorTrading = { ...deps, brand: { ...deps.brand, flags: { ...deps.brand.flags, advisorFundTrading: false } } };
  });
  afterAll(async () => {
    await testApp.close();
  });

  const trail = () => auditEntriesOf(testApp.database.db, account, { limit: 100 });
  const advisorEvents = () =>
    testApp.database.db
      .selectFrom('domain_event')
      .select('id')
      .where('type', '=', 'advisorOrderPlaced')
      .where('account_code', '=', 'C10001')
      .execute();

  it("refuses an advisor's subscription, redemption, switch and cancellation where advisorFundTrading is off, and writes nothing", async () => {
    const own = await placeSubscription(deps, {
      ...account,
      clientReference: nextReference(),
      fundId: 'F0004',
      amount: '10000',
      currency: 'HKD',
    });
    const before = { ledger: await ledgerSnapshot(testApp), trail: await trail(), told: await advisorEvents() };
    // Each a function: called one after the other, so no refusal waits unhandled while another runs.
    const refusals = [
      () =>
        placeSubscription(
          noAdvisorTrading,
          { ...account, clientReference: nextReference(), fundId: 'F0004', amount: '10000', currency: 'HKD' },
          advisor,
        ),
      () =>
        placeRedemption(
          noAdvisorTrading,
          { ...account, clientReference: nextReference(), fundId: 'F0004', basis: 'unit', quantity: '1' },
          advisor,
        ),
      () =>
        placeSwitch(
          noAdvisorTrading,
          {
            ...account,
            clientReference: nextReference(),
            fundId: 'F0004',
            basis: 'unit',
            quantity: '1',
            targets: [{ fundId: 'F0048', percent: 100 }],
          },
          advisor,
        ),
      () => cancelOrder(noAdvisorTrading, account, own.order.orderId, advisor),
      () =>
        prepareFundOrderGroup(noAdvisorTrading, {
          ...account,
          payCurrency: 'HKD',
          legs: [{ kind: 'subscription', fundId: 'F0004', payAmount: '10000', clientReference: nextReference() }],
          by: advisor,
        }),
    ];
    for (const refused of refusals) {
      await expect(refused()).rejects.toMatchObject({ status: 422, code: 'noPermissionForThisAccount' });
    }
    expect({ ledger: await ledgerSnapshot(testApp), trail: await trail(), told: await advisorEvents() }).toEqual(
      before,
    );
    // The client's own order on the same brand is its own business: placed, and on nobody's trail.
    const ownAgain = await placeSubscription(noAdvisorTrading, {
      ...account,
      clientReference: nextReference(),
      fundId: 'F0004',
      amount: '10000',
      currency: 'HKD',
    });
    expect(ownAgain.order.status).toBe('pending');
    expect(await trail()).toEqual(before.trail);
  });

  it('puts each leg of an order group an advisor places (a plan subscription) on the trail, and tells the client of each', async () => {
    const trailBefore = (await trail()).length;
    const toldBefore = (await advisorEvents()).length;
    const group = await prepareFundOrderGroup(deps, {
      ...account,
      payCurrency: 'HKD',
      legs: [
        { kind: 'subscription', fundId: 'F0004', payAmount: '6000', clientReference: `${nextReference()}.1` },
        { kind: 'subscription', fundId: 'F0048', payAmount: '4000', clientReference: `${nextReference()}.2` },
      ],
      by: advisor,
    });
    await testApp.events.inTransaction(testApp.database.db, (trx, publish) =>
      insertFundOrderGroup(trx, deps, publish, group),
    );
    const entries = (await trail()).slice(0, 2).reverse();
    expect((await trail()).length).toBe(trailBefore + 2);
    expect(entries.map((entry) => [entry.action, entry.subject, entry.actorAccountCode, entry.sessionId])).toEqual(
      group.rows.map((row) => ['orderPlaced', row.id, 'A30001', 'session-a30001']),
    );
    expect(entries.map((entry) => entry.after)).toMatchObject([
      { market: 'fund', orderKind: 'subscription', instrument: 'F0004', amount: '6000', currency: 'HKD' },
      { market: 'fund', orderKind: 'subscription', instrument: 'F0048', amount: '4000', currency: 'HKD' },
    ]);
    expect((await advisorEvents()).length).toBe(toldBefore + 2);
    // Each order keeps who placed it, for the advisor desk's order lists.
    const placedBy = async (ids: readonly string[]) =>
      (
        await testApp.database.db.selectFrom('fund_order').select(['id', 'placed_by']).where('id', 'in', ids).execute()
      ).map((row) => row.placed_by);
    expect(await placedBy(group.rows.map((row) => row.id))).toEqual(['A30001', 'A30001']);

    // The same group placed by the client itself (or the monthly job) is on nobody's trail.
    const own = await prepareFundOrderGroup(deps, {
      ...account,
      payCurrency: 'HKD',
      legs: [{ kind: 'subscription', fundId: 'F0004', payAmount: '5000', clientReference: `${nextReference()}.1` }],
    });
    await testApp.events.inTransaction(testApp.database.db, (trx, publish) =>
      insertFundOrderGroup(trx, deps, publish, own),
    );
    expect((await trail()).length).toBe(trailBefore + 2);
    expect(await placedBy(own.rows.map((row) => row.id))).toEqual([null]);
  });
});

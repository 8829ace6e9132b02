import BetterSqlite3 from 'better-sqlite3';
import { it } from 'vitest';
import { createTestApp } from './test/test-app';
import { signIn } from './test/sign-in';
import { deposit } from './platform/ledger';

it('counts', async () => {
  const time = new Map<string, { n: number; ns: bigint }>();
  let on = false;
  const proto = (BetterSqlite3 as unknown as { prototype: { prepare: (sql: string) => unknown } }).prototype;
  const original = proto.prepare;
  proto.prepare = function (this: unknown, sql: string) {
    const statement = original.call(this, sql) as Record<string, (...args: unknown[]) => unknown>;
    for (const method of ['run', 'all', 'get']) {
      const fn = statement[method];
      if (typeof fn === 'function') statement[method] = (...args: unknown[]) => {
        if (!on) return fn.apply(statement, args);
        const t0 = process.hrtime.bigint();
        try { return fn.apply(statement, args); } finally {
          const k = sql.slice(0, 110); const e = time.get(k) ?? { n: 0, ns: 0n }; e.n++; e.ns += process.hrtime.bigint() - t0; time.set(k, e);
        }
      };
    }
    return statement;
  };
  const testApp = await createTestApp({ variant: 'demo' });
  testApp.clock.set(new Date('2025-01-15T02:00:00.000Z'));
  await testApp.events.inTransaction(testApp.database.db, (trx) => deposit(trx, testApp.database.dialect, { accountCode: 'C10001', source: 'gateway', asset: 'HKD', amount: '50000000', reference: 'count-hkd', at: testApp.clock.now() }));
  const signed = await signIn(testApp, 'C10001');
  const place = (i: number, pw: boolean) => testApp.app.inject({ method: 'POST', url: '/api/stockOrder/placeStockOrder', headers: signed.headers, payload: { accountCode: 'C10001', clientReference: `bench-ref-${i}`, stockId: 'HKEX-00700', side: 'B', orderType: 'limit', price: '1.00', quantity: '100', ...(pw ? { tradePassword: 'Trade#2026', saveTradePassword: true } : {}) } });
  await place(0, true);
  for (let i = 1; i < 300; i++) await place(i, false);
  on = true;
  const N = 1000;
  const t0 = process.hrtime.bigint();
  for (let i = 300; i < 300 + N; i++) { testApp.clock.advance(1000); await place(i, false); }
  const total = Number(process.hrtime.bigint() - t0) / 1000 / N;
  on = false;
  let sqlTotal = 0;
  const rows = [...time.entries()].map(([k, v]) => { const us = Number(v.ns) / 1000 / N; sqlTotal += us; return [us, v.n / N, k] as const; }).sort((a, b) => b[0] - a[0]);
  console.log(`per order: total ${total.toFixed(0)} µs, sql ${sqlTotal.toFixed(0)} µs`);
  for (const [us, n, k] of rows) console.log(`${us.toFixed(1).padStart(7)} µs  x${n.toFixed(2)}  ${k}`);
  await testApp.close();
}, 300_000);

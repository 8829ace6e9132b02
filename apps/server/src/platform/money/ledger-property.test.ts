import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import {
  balanceDiscrepancies,
  balanceOf,
  deposit,
  houseFundAccount,
  journalTotals,
  LedgerError,
  placeHold,
  releaseHold,
  settleHold,
  type LedgerErrorCode,
} from './ledger';

/** The model's arithmetic: wide enough never to round. */
const ModelDecimal = Decimal.clone({ precision: 100 });

type OperationKind = 'deposit' | 'hold' | 'releaseHold' | 'settleHold';

type Operation = {
  readonly kind: OperationKind;
  readonly client: number;
  readonly asset: 'HKD' | 'USD';
  /** A decimal string, or 'all': everything the bucket the operation draws from holds at that moment. */
  readonly amount: string;
  /** From a small pool, so repeated references (retries) happen often. */
  readonly reference: number;
};

/** Up to 6 decimal places, from 0.000001 to 1,000,000, plus the values that trip floating point. */
const amountArbitrary = fc.oneof(
  fc.constantFrom('0.1', '0.2', '0.3', '0.7', '1.005', '0.000001', '999999.999999', 'all'),
  fc
    .record({ units: fc.integer({ min: 1, max: 1_000_000_000_000 }), places: fc.integer({ min: 0, max: 6 }) })
    .map(({ units, places }) => new Decimal(units).dividedBy(new Decimal(10).pow(places)).toFixed()),
);

const operationArbitrary: fc.Arbitrary<Operation> = fc.record({
  kind: fc.constantFrom<OperationKind>('deposit', 'hold', 'releaseHold', 'settleHold'),
  client: fc.integer({ min: 0, max: 1 }),
  asset: fc.constantFrom('HKD', 'USD'),
  amount: amountArbitrary,
  reference: fc.integer({ min: 0, max: 4 }),
});

describe('the account ledger under random sequences of movements', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  let run = 0;

  it('never lets a client bucket go negative, keeps every asset summing to zero and the cache equal to the entries', async () => {
    const db = testDatabase.database.db;
    const dialect = testDatabase.database.dialect;
    await fc.assert(
      fc.asyncProperty(fc.array(operationArbitrary, { minLength: 1, maxLength: 25 }), async (operations) => {
        run += 1;
        const clients = [`P${run}A`, `P${run}B`];
        const fund = houseFundAccount(`fund-${run}`);
        /** What each (client, asset) should hold, and which (client, kind, reference) have posted. */
        const model = new Map<string, { available: Decimal; onHold: Decimal }>();
        const posted = new Set<string>();
        const modelOf = (key: string) => {
          const balance = model.get(key) ?? { available: new ModelDecimal(0), onHold: new ModelDecimal(0) };
          model.set(key, balance);
          return balance;
        };

        for (const operation of operations) {
          const accountCode = clients[operation.client] as string; // client is 0 or 1.
          const key = `${accountCode} ${operation.asset}`;
          const balance = modelOf(key);
          const drawsFrom = operation.kind === 'hold' ? balance.available : balance.onHold;
          const amount =
            operation.amount === 'all'
              ? operation.kind === 'deposit'
                ? new ModelDecimal(1)
                : drawsFrom
              : new ModelDecimal(operation.amount);
          const reference = `r${operation.reference}`;
          const postingKey = `${accountCode} ${operation.kind} ${reference}`;
          const movement = {
            accountCode,
            source: 'gateway',
            asset: operation.asset,
            amount: amount.toFixed(),
            reference,
            at: new Date('2026-03-02T01:30:00.000Z'),
          } as const;

          let expected: 'posted' | 'replayed' | LedgerErrorCode;
          // Input is checked first; then a repeated reference answers with its first journal, whatever it says now.
          if (amount.isZero()) expected = 'invalidAmount';
          else if (posted.has(postingKey)) expected = 'replayed';
          else if (operation.kind !== 'deposit' && amount.gt(drawsFrom)) {
            expected = operation.kind === 'hold' ? 'insufficientAvailable' : 'insufficientOnHold';
          } else expected = 'posted';

          const outcome = await db
            .transaction()
            .execute(async (trx) => {
              switch (operation.kind) {
                case 'deposit':
                  return deposit(trx, dialect, movement);
                case 'hold':
                  return placeHold(trx, dialect, movement);
                case 'releaseHold':
                  return releaseHold(trx, dialect, movement);
                case 'settleHold':
                  return settleHold(trx, dialect, { ...movement, houseAccount: fund });
              }
            })
            .then(
              (journal) => (journal.replayed ? 'replayed' : 'posted'),
              (error: unknown) => {
                if (error instanceof LedgerError) return error.code;
                throw error;
              },
            );
          expect(outcome).toBe(expected);

          if (expected === 'posted') {
            posted.add(postingKey);
            if (operation.kind === 'deposit') balance.available = balance.available.plus(amount);
            if (operation.kind === 'hold') {
              balance.available = balance.available.minus(amount);
              balance.onHold = balance.onHold.plus(amount);
            }
            if (operation.kind === 'releaseHold') {
              balance.onHold = balance.onHold.minus(amount);
              balance.available = balance.available.plus(amount);
            }
            if (operation.kind === 'settleHold') balance.onHold = balance.onHold.minus(amount);
          }

          const stored = await balanceOf(db, { accountCode, source: 'gateway', asset: operation.asset });
          expect(stored.available.isNegative()).toBe(false);
          expect(stored.onHold.isNegative()).toBe(false);
          expect([stored.available.toFixed(), stored.onHold.toFixed()]).toEqual([
            balance.available.toFixed(),
            balance.onHold.toFixed(),
          ]);
        }

        expect(await balanceDiscrepancies(db)).toEqual([]);
        for (const [asset, total] of await journalTotals(db)) expect(`${asset} ${total.toFixed()}`).toBe(`${asset} 0`);
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});

import { ExactDecimal } from '@portal/contract';
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { DatabaseDialect } from './db';

/*
 * Exact sums of a decimal column in SQL (issue 28: a book's totals over hundreds of thousands of positions, summed,
 * compared and sorted by the database in one query). PostgreSQL keeps decimals as NUMERIC and sums them exactly.
 * SQLite keeps them as TEXT, and its sum() would read them as floating point; here each text is read as a whole number
 * of ten-thousandths (sign, integer part, and the first four decimals, padded) and those integers are summed, which
 * is exact for every amount with at most four decimals (the portal's currencies have at most two) up to about
 * 900 billion. A sum is compared with a bound value of the same kind (`sumOperand`) and read back with `sumToDecimal`.
 */

/** Ten-thousandths: the unit SQLite sums decimal text in. */
const sqliteScaleDigits = 4;
const sqliteScale = new ExactDecimal(10).pow(sqliteScaleDigits);

/** A decimal text as a whole number of ten-thousandths, in SQLite's own functions (no floating point). */
function sqliteScaledInteger(value: Expression<string>): RawBuilder<number> {
  const unsigned = sql`ltrim(${value}, '-')`;
  const point = sql`instr(${unsigned} || '.', '.')`;
  const padding = '0'.repeat(sqliteScaleDigits);
  return sql<number>`((case when substr(${value}, 1, 1) = '-' then -1 else 1 end) * (cast(substr(${unsigned}, 1, ${point} - 1) as integer) * ${sql.lit(10 ** sqliteScaleDigits)} + cast(substr(substr(${unsigned}, ${point} + 1) || ${sql.lit(padding)}, 1, ${sql.lit(sqliteScaleDigits)}) as integer)))`;
}

/**
 * The exact sum of a decimal column over a group, zero for no rows: NUMERIC on PostgreSQL, an integer of
 * ten-thousandths on SQLite. Compare it only with `sumOperand`, read it only with `sumToDecimal`.
 */
export function exactDecimalSum(dialect: DatabaseDialect, value: Expression<string>): RawBuilder<string | number> {
  return dialect === 'postgres'
    ? sql<string>`coalesce(sum(${value}), 0)`
    : sql<number>`coalesce(sum(${sqliteScaledInteger(value)}), 0)`;
}

/** A decimal as the value an `exactDecimalSum` compares with: NUMERIC text on PostgreSQL, an integer on SQLite. */
export function sumOperand(dialect: DatabaseDialect, decimal: string): RawBuilder<string | number> {
  if (dialect === 'postgres') return sql<string>`cast(${decimal} as numeric)`;
  const scaled = new ExactDecimal(decimal).times(sqliteScale);
  if (!scaled.isInteger()) throw new RangeError(`${decimal} has more than ${sqliteScaleDigits} decimals`);
  return sql<number>`${BigInt(scaled.toFixed(0))}`;
}

/** What the database answered for an `exactDecimalSum` (or zero for null), as a plain decimal string. */
export function sumToDecimal(dialect: DatabaseDialect, raw: unknown): string {
  if (raw === null || raw === undefined) return '0';
  const value = typeof raw === 'bigint' ? raw.toString() : String(raw);
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new RangeError(`Not a sum: ${value}`);
  return dialect === 'postgres'
    ? new ExactDecimal(value).toFixed()
    : new ExactDecimal(value).dividedBy(sqliteScale).toFixed();
}

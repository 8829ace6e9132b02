import type { Decimal } from 'decimal.js';
import { ExactDecimal } from '@portal/contract';
import { sql, type AliasedRawBuilder, type Expression, type RawBuilder } from 'kysely';
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

/*
 * Sums to 18 decimal places (quantities: a coin's units have up to 18): PostgreSQL sums its NUMERIC columns; on SQLite
 * each text is summed as integers in parts, the whole part and the first and second nine digits of the fraction, each
 * part a 64-bit integer sum read back as text, then added up exactly in decimal.js (`sumIn`).
 */

type SumDigits = 9 | 18;

/** The names an exact sum of `alias` is answered under. */
type SumAlias<Alias extends string> = Alias | `${Alias}_w` | `${Alias}_f` | `${Alias}_g`;

/** The selections that sum a decimal expression exactly, as `<alias>` (PostgreSQL) or `<alias>_w/_f/_g` (SQLite). */
export function exactSum<Alias extends string>(
  dialect: DatabaseDialect,
  value: Expression<unknown>,
  alias: Alias,
  digits: SumDigits = 9,
): AliasedRawBuilder<string | null, SumAlias<Alias>>[] {
  const text = (expression: RawBuilder<unknown>, name: SumAlias<Alias>) =>
    sql<string | null>`cast(${expression} as text)`.as(name);
  if (dialect === 'postgres') return [text(sql`sum(${value})`, alias)];
  // The fraction's digits, the dot left out, padded to 18: '12.5' → '500000000000000000'; '12' → '000000000000000000'.
  const fraction = sql`substr(replace(substr(${value} || '.', instr(${value} || '.', '.') + 1), '.', '') || '000000000000000000', 1, ${sql.lit(digits)})`;
  const sign = sql`(case when ${value} < '0' then -1 else 1 end)`;
  const part = (start: number) => sql`sum(${sign} * cast(substr(${fraction}, ${sql.lit(start)}, 9) as integer))`;
  const parts = [text(sql`sum(cast(${value} as integer))`, `${alias}_w`), text(part(1), `${alias}_f`)];
  if (digits === 18) parts.push(text(part(10), `${alias}_g`));
  return parts;
}

/** The exact sum an `exactSum` selection answered in a row (zero for a sum over no rows). */
export function sumIn(row: Readonly<Record<string, unknown>>, alias: string): Decimal {
  const text = (name: string) => {
    const value = row[name];
    return value === null || value === undefined ? '0' : String(value);
  };
  if (row[alias] !== undefined) return new ExactDecimal(text(alias));
  return new ExactDecimal(text(`${alias}_w`))
    .plus(new ExactDecimal(text(`${alias}_f`)).dividedBy('1e9'))
    .plus(new ExactDecimal(text(`${alias}_g`)).dividedBy('1e18'));
}

/** An amount of money as an exact number the engine compares: NUMERIC itself, or SQLite's text as 10^-4 units. */
export function moneyUnits(dialect: DatabaseDialect, value: Expression<unknown>): RawBuilder<unknown> {
  if (dialect === 'postgres') return sql`${value}`;
  const fraction = sql`substr(replace(substr(${value} || '.', instr(${value} || '.', '.') + 1), '.', '') || '0000', 1, 4)`;
  return sql`(cast(${value} as integer) * 10000 + (case when ${value} < '0' then -1 else 1 end) * cast(${fraction} as integer))`;
}

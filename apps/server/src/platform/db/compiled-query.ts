import {
  PostgresAdapter,
  sql,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type QueryResult,
  type RawBuilder,
} from 'kysely';
import type { Database, DatabaseDialect } from './db';

/*
 * A hot query of fixed shape, built and compiled once per database handle and then run with each call's values.
 * Building and compiling a Kysely query costs more than SQLite takes to run a small one (the stock order placement
 * bench, ADR 028): a placement's combined read took 30 µs to build and compile and 10 µs to run. The values are
 * named placeholders (`param('stockId')`), each compiled to a parameter; the compiled parameters are checked so
 * that every placeholder is one and none was written into the SQL text. A compiled query is kept per dialect (the
 * SQL a dialect compiles to does not depend on the handle: the portal's handles have no plugins), so the database
 * and each transaction on it share it.
 */

/** The dialect a handle (the database or a transaction on it) speaks, for code that was not handed it. */
export function dialectOf(db: Kysely<Database>): DatabaseDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** A value a compiled query takes. */
export type CompiledParameter = string | number | null;

type Slot<Name> = { readonly name: Name } | { readonly constant: unknown };

type Prepared<Name, Row> = { readonly query: CompiledQuery<Row>; readonly slots: readonly Slot<Name>[] };

/**
 * Builds a query once per dialect (with `param` in place of each value) and runs it on a handle with `values`; answers
 * the driver's result (rows, and numAffectedRows for a write).
 */
export function compiledOnce<Values extends Readonly<Record<string, CompiledParameter>>, Row>(
  build: (
    db: Kysely<Database>,
    param: <Name extends keyof Values & string>(name: Name) => RawBuilder<Values[Name]>,
  ) => Compilable<Row>,
): (db: Kysely<Database>, dialect: DatabaseDialect, values: Values) => Promise<QueryResult<Row>> {
  type Name = keyof Values & string;
  const prepared = new Map<DatabaseDialect, Prepared<Name, Row>>();
  const prepare = (db: Kysely<Database>): Prepared<Name, Row> => {
    const marker = `\u0000placeholder-${Math.random().toString(36).slice(2)}\u0000`;
    const named = new Map<string, Name>();
    const query = build(db, <Key extends Name>(name: Key) => {
      named.set(marker + name, name);
      return sql<Values[Key]>`${marker + name}`;
    }).compile();
    const seen = new Set<Name>();
    const slots = query.parameters.map((parameter): Slot<Name> => {
      const name = typeof parameter === 'string' ? named.get(parameter) : undefined;
      if (name === undefined) return { constant: parameter };
      seen.add(name);
      return { name };
    });
    if (query.sql.includes(marker) || seen.size !== named.size) {
      throw new Error(`A placeholder of a compiled query is not a parameter: ${query.sql}`);
    }
    return { query, slots };
  };
  return async (db, dialect, values) => {
    let entry = prepared.get(dialect);
    if (entry === undefined) {
      entry = prepare(db);
      prepared.set(dialect, entry);
    }
    const parameters = entry.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.constant));
    return db.executeQuery<Row>({ ...entry.query, parameters });
  };
}

/**
 * An insert of one row into `table` with exactly `columns`, compiled once: the row (each column's value) is the
 * call's values. For the rows every order or event writes. The first row is checked to have no column the insert
 * leaves out (a column added to the table and the row but not here would otherwise be dropped without a word).
 */
export function compiledRowInsert<Row extends Readonly<Record<string, CompiledParameter>>>(
  table: keyof Database & string,
  columns: readonly (keyof Row & string)[],
): (db: Kysely<Database>, dialect: DatabaseDialect, row: Row) => Promise<QueryResult<never>> {
  // Kysely cannot follow a table and columns chosen at run time; compiledOnce checks every column became a parameter.
  const insert = compiledOnce<Row, never>((db, param) =>
    db.insertInto(table).values(Object.fromEntries(columns.map((column) => [column, param(column)])) as never),
  );
  let checked = false;
  return async (db, dialect, row) => {
    if (!checked) {
      const left = Object.keys(row).filter((column) => !columns.includes(column));
      if (left.length > 0) throw new Error(`The insert into ${table} leaves out ${left.join(', ')}`);
      checked = true;
    }
    return insert(db, dialect, row);
  };
}

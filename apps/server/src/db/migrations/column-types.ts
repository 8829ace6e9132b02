import type { ColumnDataType } from 'kysely';
import type { DatabaseDialect } from '../../platform/db/db';

/**
 * The column type that stores a decimal exactly: unconstrained NUMERIC in PostgreSQL, TEXT in SQLite.
 * SQLite has no exact decimal type and REAL would round, so the decimal string is kept as written.
 */
export function decimalColumnType(dialect: DatabaseDialect): ColumnDataType {
  return dialect === 'postgres' ? 'numeric' : 'text';
}

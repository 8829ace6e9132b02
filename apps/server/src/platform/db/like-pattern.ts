/*
 * Patterns for SQL LIKE from text a person typed: its own % _ and \ taken literally, for a LIKE that says
 * `escape '\'` (the same on SQLite and PostgreSQL).
 */

/** The text with LIKE's wildcards and the escape character escaped. */
export function escapedForLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A pattern that finds `text` anywhere in a value lowercased: compare with lower(value). */
export function containingLowercase(text: string): string {
  return `%${escapedForLike(text.toLowerCase())}%`;
}

/** A pattern of the values that start with `text` exactly. */
export function startingWith(text: string): string {
  return `${escapedForLike(text)}%`;
}

import { describe, expect, it } from 'vitest';

/*
 * Contract suites (ADR 051): what any implementation of an adapter interface must do, written once and run against
 * the embedded simulator in its test file; a real adapter runs the same suite. A contract is a list of clauses, each a
 * sentence and a check that answers the problems it found (none: the adapter keeps that promise), so a test can also
 * show that a broken adapter is caught, clause by clause.
 */

/** One promise of a contract: what it says, and the problems an adapter shows against it (none when it keeps it). */
export type ContractClause<Adapter> = {
  readonly says: string;
  problemsOf(adapter: Adapter): Promise<readonly string[]> | readonly string[];
};

/** Runs each clause as a test against a fresh adapter from `makeAdapter`, expecting no problem. */
export function describeContract<Adapter>(
  name: string,
  clauses: readonly ContractClause<Adapter>[],
  makeAdapter: () => Adapter | Promise<Adapter>,
): void {
  describe(name, () => {
    for (const clause of clauses) {
      it(clause.says, async () => {
        expect(await clause.problemsOf(await makeAdapter())).toEqual([]);
      });
    }
  });
}

/** The clauses an adapter breaks, each with its problems (for the tests that prove a suite can fail). */
export async function brokenClausesOf<Adapter>(
  clauses: readonly ContractClause<Adapter>[],
  adapter: Adapter,
): Promise<Record<string, readonly string[]>> {
  const broken: Record<string, readonly string[]> = {};
  for (const clause of clauses) {
    const problems = await clause.problemsOf(adapter);
    if (problems.length > 0) broken[clause.says] = problems;
  }
  return broken;
}

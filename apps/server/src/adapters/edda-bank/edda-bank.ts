import type { EddaBank, EddaStatusCode } from '@portal/contract';

/**
 * The seam to the banks of the eDDA scheme (ADR 032, ADR 051): which banks take authorisations, and where a bank has got
 * with one: pending (P) → submitted (S) → completing (C) → completed (A), or rejected (R) / errored (E) with a reason.
 * A real adapter submits the mandate and reads the bank's answers; the simulator (edda-bank-simulator.ts) answers from
 * the authorisation and the clock alone. The contract suite (edda-bank-contract.ts) states what either must do.
 */
export type EddaBankAdapter = {
  readonly banks: readonly EddaBank[];
  /** The status the bank has the authorisation at, at `now`, and why when it refused. */
  statusAt(
    authorisation: { readonly accountNumber: string; readonly createdAt: Date },
    now: Date,
  ): { readonly status: Exclude<EddaStatusCode, 'D'>; readonly reason: string | null };
};

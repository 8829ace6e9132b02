import { createHash } from 'node:crypto';
import { ExactDecimal } from '@portal/contract';

/*
 * The ballot of an IPO's result day (the money of an application is the contract's domain/stock/ipo-application-money).
 */

/**
 * The ballot, deterministic (the same on every process and every run): an application of `lots` board lots gets
 * lots × ratio lots, rounded down, and one lot more when its draw — the first 32 bits of SHA-256 of
 * `<offering id>:<application id>` as a fraction of 2^32 — falls below the fraction left. On average lots × ratio;
 * never more than applied for.
 */
export function ballotLots(offeringId: string, applicationId: string, lots: number, ratio: string): number {
  const expected = new ExactDecimal(lots).times(ratio);
  const sure = expected.floor();
  const fraction = expected.minus(sure);
  const draw = new ExactDecimal(
    createHash('sha256').update(`${offeringId}:${applicationId}`).digest().readUInt32BE(0),
  ).dividedBy(2 ** 32);
  const allotted = sure.toNumber() + (draw.lessThan(fraction) ? 1 : 0);
  return Math.min(lots, Math.max(0, allotted));
}

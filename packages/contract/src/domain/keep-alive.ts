/**
 * Keep-alive throttle of SPEC §9: the `alive` call is polled at 1 s for the first 3 checks, 5 s up to the 10th,
 * 30 s up to the 30th, then every 60 s; each check times out after 30 s.
 * Checks are counted from 1: check 1 is the first made after the page starts (or after the count is reset),
 * and `keepAliveInterval(n)` is the wait after check n before check n + 1.
 */
export const keepAliveSchedule = [
  { upToCheck: 3, intervalMs: 1_000 },
  { upToCheck: 10, intervalMs: 5_000 },
  { upToCheck: 30, intervalMs: 30_000 },
] as const;

/** The interval once the schedule above is exhausted. */
export const keepAliveSteadyIntervalMs = 60_000;

/** Each keep-alive check gives up after 30 s. */
export const keepAliveTimeoutMs = 30_000;

/** The wait in ms after keep-alive check number `checkNumber` (1-based). */
export function keepAliveInterval(checkNumber: number): number {
  if (!Number.isInteger(checkNumber) || checkNumber < 1) {
    throw new RangeError(`Keep-alive checks are counted from 1, not ${checkNumber}`);
  }
  return keepAliveSchedule.find((step) => checkNumber <= step.upToCheck)?.intervalMs ?? keepAliveSteadyIntervalMs;
}

/*
 * A bench figure with its spread (issue 25): the samples of one figure are cut into consecutive rounds, and the figure
 * is printed as the median of the rounds' values with the lowest and highest round beside it, so that noise shows.
 * A ratio is taken round by round from samples measured in turns (both sides saw the same machine load).
 */

export type Spread = {
  readonly median: number;
  readonly low: number;
  readonly high: number;
  readonly rounds: number;
};

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** The median, lowest and highest of values that are each one round's figure. */
export function spreadOf(values: readonly number[]): Spread {
  return {
    median: median(values),
    low: Math.min(...values),
    high: Math.max(...values),
    rounds: values.length,
  };
}

/** `samples` in `count` consecutive rounds of (nearly) equal size. */
export function roundsOf<T>(samples: readonly T[], count: number): T[][] {
  const size = Math.max(1, Math.floor(samples.length / count));
  const rounds: T[][] = [];
  for (let start = 0; start + size <= samples.length && rounds.length < count; start += size) {
    rounds.push(samples.slice(start, start + size));
  }
  return rounds;
}

/** Each round's median time: the spread of a timing taken as many samples. */
export function timingSpread(samples: readonly number[], rounds = 5): Spread {
  return spreadOf(roundsOf(samples, rounds).map(median));
}

/** Each round's ratio of medians, numerator over denominator (samples taken in turns or in the same order). */
export function ratioSpread(numerator: readonly number[], denominator: readonly number[], rounds = 5): Spread {
  const over = roundsOf(numerator, rounds);
  const under = roundsOf(denominator, rounds);
  return spreadOf(over.map((round, index) => median(round) / median(under[index] ?? [])));
}

/** "1.32 (1.28-1.41 over 5 rounds)", "4.21 ms (3.90-4.80 over 5 rounds)". */
export function formatSpread(spread: Spread, digits = 2, unit = ''): string {
  const value = (figure: number) => figure.toFixed(digits);
  return `${value(spread.median)}${unit} (${value(spread.low)}-${value(spread.high)} over ${spread.rounds} rounds)`;
}

/** A goal that a lower figure meets: "goal: at most 1.40, met" or "…, not met". */
export function atMost(spread: Spread, goal: number, digits = 2): string {
  return `goal: at most ${goal.toFixed(digits)}, ${spread.median <= goal ? 'met' : 'NOT MET'}`;
}

/**
 * Times each of `calls` once per round, in turns, `rounds` times after `warmUp` rounds: every figure sees the same
 * machine load. Answers each call's milliseconds, by name.
 */
export async function timeInTurns<Name extends string>(
  rounds: number,
  calls: Readonly<Record<Name, () => unknown>>,
  warmUp = 20,
): Promise<Record<Name, number[]>> {
  const names = Object.keys(calls) as Name[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Name, number[]>;
  for (let round = 0; round < warmUp + rounds; round += 1) {
    for (const name of names) {
      const started = performance.now();
      await calls[name]();
      if (round >= warmUp) times[name].push(performance.now() - started);
    }
  }
  return times;
}

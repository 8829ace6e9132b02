/*
 * Seeded randomness for the simulators (ADR 029 market data, ADR 034 FX rates): integers only, so every server
 * process draws the same numbers from the same seed and a simulated value is a pure function of its inputs.
 */

/** FNV-1a: a string's 32-bit hash. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A 32-bit hash of several integers (murmur3's finaliser). */
export function mix(...values: number[]): number {
  let hash = 0x9e3779b9;
  for (const value of values) {
    hash = Math.imul(hash ^ (value >>> 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast generator of uniform numbers in [0, 1). */
export function generatorOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal number drawn from a seed (Box-Muller). */
export function gaussianOf(seed: number): number {
  const next = generatorOf(seed);
  const first = Math.max(next(), 1e-12);
  return Math.sqrt(-2 * Math.log(first)) * Math.cos(2 * Math.PI * next());
}

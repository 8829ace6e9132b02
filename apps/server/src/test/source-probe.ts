/**
 * The folder import-boundaries.test.ts writes under services/ for a few seconds, to prove the lint reads the service
 * folders afresh. Test files run two at a time, so the tests that read the source tree (areas, table ownership, import
 * cycles) may list it while it exists and find its file gone a moment later: they leave it out.
 */
export const sourceProbePrefix = 'boundary-probe-';

export const isSourceProbe = (name: string): boolean => name.startsWith(sourceProbePrefix);

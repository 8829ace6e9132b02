import { storageLifetimes } from '@portal/contract/domain/storage-lifetimes';

/** The simple-layout preference: not in SPEC §9, so it is kept as long as the other display preferences. */
export const layoutLifetimeMs = storageLifetimes.colourMode;

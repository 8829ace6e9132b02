/** Figures in columns: each digit as wide as the others, so amounts and prices line up (font-variant-numeric). */
export const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

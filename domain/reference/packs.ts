/** The three packs an agency prices (docs/product/specification.md §9 Packs). */
export const packs = ['basic', 'intermediate', 'premium'] as const;
export type Pack = (typeof packs)[number];

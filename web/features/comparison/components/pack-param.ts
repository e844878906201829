import { packs, type Pack } from '../../../../domain/reference/guarantees.ts';

/** The query parameter naming the pack the comparison is ranked by (`?formule=premium`). */
export const packParam = 'formule';

/** The pack named in the URL, or null when absent or not a pack. */
export function packFromUrl(params: URLSearchParams): Pack | null {
  const value = params.get(packParam);
  return packs.find((pack) => pack === value) ?? null;
}

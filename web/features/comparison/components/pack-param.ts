import { packs, type Pack } from '../../../../domain/reference/guarantees.ts';
import { packParam } from '../api/paths.ts';

/** The pack named in the URL (`packParam`), or null when absent or not a pack. */
export function packFromUrl(params: URLSearchParams): Pack | null {
  const value = params.get(packParam);
  return packs.find((pack) => pack === value) ?? null;
}

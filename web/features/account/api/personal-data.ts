import { queryOptions } from '@tanstack/react-query';
import type { PersonalDataExport } from '../../../../domain/accounts/personal-data.ts';
import { moroccoWallClock } from '../../../../domain/morocco-time.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';

/** Query keys of "Mes données": the export and the consents of the signed-in driver. */
export const personalDataKeys = {
  export: ['me', 'personal-data', 'export'] as const,
  consents: ['me', 'personal-data', 'consents'] as const,
};

/**
 * Reads everything the product holds about the signed-in driver (GET /api/me/data), for the
 * download: straight from the API, never through the cache.
 * @throws ApiError when the server refuses or cannot be reached.
 */
export function fetchPersonalData(signal?: AbortSignal): Promise<PersonalDataExport> {
  return apiFetch<PersonalDataExport>(apiPath`/api/me/data`, { signal });
}

/**
 * Everything the product holds about the signed-in driver (GET /api/me/data; law 09-08
 * article 7, access), for the readable view. Read afresh each time it is shown and dropped as
 * soon as no view shows it: personal data does not linger in the cache, and signing out clears
 * it anyway (web/lib/session-lost.ts).
 */
export const personalDataQuery = queryOptions({
  queryKey: personalDataKeys.export,
  queryFn: ({ signal }) => fetchPersonalData(signal),
  staleTime: 0,
  gcTime: 0,
  retry: false,
  // Offline, say so at once rather than wait for the network.
  networkMode: 'always',
});

/** `moqarana-mes-donnees-YYYY-MM-DD.json`, dated by the day in Morocco the export was read. */
export function exportFileName(exported: PersonalDataExport): string {
  const day = moroccoWallClock(new Date(exported.generatedAt)).toISOString().slice(0, 10);
  return `moqarana-mes-donnees-${day}.json`;
}

/**
 * Saves `exported` as a JSON file through a Blob and an object URL: the data never travels in
 * an address or rests in the browser's storage.
 */
export function saveExport(exported: PersonalDataExport): void {
  const blob = new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(exported);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the object once the click's task ran.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

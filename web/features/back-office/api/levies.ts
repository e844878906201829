import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Levies } from '../../../../domain/tariffs/levies.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';

/*
 * The platform's tax and levies on motor contracts (platform admin, docs/product/tariffs.md
 * "Tax and levies"): every version, and a new one from a date.
 */

const leviesKeys = { all: ['tariff-levies'] as const };

/** Every version of the levies, oldest first. */
export function useLevies() {
  return useQuery({
    queryKey: leviesKeys.all,
    queryFn: ({ signal }) =>
      apiFetch<{ versions: Levies[] }>(apiPath`/api/admin/tariff-levies`, { signal }),
  });
}

/** Adds (or replaces) the version applying from its date, today or later. */
export function useSaveLevies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (levies: Levies) =>
      apiFetch<{ versions: Levies[] }>(apiPath`/api/admin/tariff-levies`, {
        method: 'POST',
        body: levies,
      }),
    onSuccess: (answer) => queryClient.setQueryData(leviesKeys.all, answer),
  });
}

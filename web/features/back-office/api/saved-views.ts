import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Colleague,
  SavedView,
  SavedViewTable,
  ViewOf,
} from '../../../../domain/offers/saved-views.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** Query keys of a table's saved views (the caller's own) and of the agency's colleagues. */
export const savedViewKeys = {
  list: (table: SavedViewTable) => [...agencyKeys.all, 'views', table] as const,
  colleagues: [...agencyKeys.all, 'colleagues'] as const,
};

/** The caller's saved views of `table`, oldest first; an unusable one has `query: null`. */
export function useSavedViews<T extends SavedViewTable>(table: T) {
  return useQuery({
    queryKey: savedViewKeys.list(table),
    // The server reads each view through `table`'s schema (`viewSchemaOf`): its query is ViewOf<T>.
    queryFn: ({ signal }) =>
      apiFetch<{ items: SavedView<T>[] }>(apiPath`/api/agency/tables/${table}/views`, { signal }),
  });
}

/** Saves the table's current sort and filters under a name. */
export function useSaveView<T extends SavedViewTable>(table: T) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; query: ViewOf<T> }) =>
      apiFetch<SavedView<T>>(apiPath`/api/agency/tables/${table}/views`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.list(table) }),
  });
}

/** Deletes one of the caller's saved views of `table`. */
export function useDeleteView(table: SavedViewTable) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (viewId: string) =>
      apiFetch<void>(apiPath`/api/agency/tables/${table}/views/${viewId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.list(table) }),
  });
}

/** The agency's staff, active or former, the agent filter offers. */
export function useColleagues(enabled: boolean) {
  return useQuery({
    queryKey: savedViewKeys.colleagues,
    enabled,
    queryFn: ({ signal }) =>
      apiFetch<{ items: Colleague[] }>(apiPath`/api/agency/colleagues`, { signal }),
    staleTime: 5 * 60_000,
  });
}

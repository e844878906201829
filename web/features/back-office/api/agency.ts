import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgencyQuoteDetail, Page } from '../../../../domain/agency.types.ts';
import type {
  AgencyAction,
  ContractCallInput,
  ContractDecisionInput,
  CreateStaffInput,
  QuoteSortKey,
  QuoteTable,
} from '../../../../domain/back-office.schemas.ts';
import type {
  AgencyAdminRow,
  AuditRow,
  ContractFollowUp,
  DashboardStats,
  QuoteTableRow,
  StaffAccount,
} from '../../../../domain/back-office.types.ts';
import type { OfferPricesInput } from '../../../../domain/quote.schemas.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';

/*
 * The back office's server state, one TanStack Query hook per API call. Polling is
 * marked `background` so it does not keep an idle session alive.
 */

/** /dashboard figures, refreshed every minute. */
export function useDashboard() {
  return useQuery({
    queryKey: ['agency', 'dashboard'],
    queryFn: ({ signal }) =>
      apiFetch<DashboardStats>('/api/dashboard', { signal, background: true }),
    refetchInterval: 60_000,
  });
}

/** What a table shows: its search, sort and status filter. */
export interface TableFilter {
  search: string;
  sort: QuoteSortKey;
  direction: 'asc' | 'desc';
  status: string;
}

/** The query string of a table filter (cursor excluded). */
export function tableSearchParams(filter: TableFilter): URLSearchParams {
  const params = new URLSearchParams({ sort: filter.sort, direction: filter.direction });
  if (filter.search) params.set('search', filter.search);
  if (filter.status) params.set('status', filter.status);
  return params;
}

/** A back-office table, 25 rows a page, the next page on demand (keyset cursor). */
export function useQuoteTable(table: QuoteTable, filter: TableFilter) {
  return useInfiniteQuery({
    queryKey: ['agency', 'table', table, filter],
    queryFn: ({ pageParam, signal }) => {
      const params = tableSearchParams(filter);
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<Page<QuoteTableRow>>(apiPath`/api/agency/tables/${table}?${params}`, {
        signal,
      });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
  });
}

export function useAgencyQuote(quoteId: string) {
  return useQuery({
    queryKey: ['agency', 'quote', quoteId],
    queryFn: ({ signal }) =>
      apiFetch<AgencyQuoteDetail>(apiPath`/api/agency/quotes/${quoteId}`, { signal }),
  });
}

/** Sends or revises the agency's three prices; the lists and counters refresh. */
export function useSendPrices(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prices: OfferPricesInput) =>
      apiFetch<{ revised: boolean }>(apiPath`/api/agency/quotes/${quoteId}/offer`, {
        method: 'PUT',
        body: prices,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agency'] }),
  });
}

/** The calls and decision on a quote that selected this agency. */
export function useFollowUp(quoteId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['agency', 'follow-up', quoteId],
    queryFn: ({ signal }) =>
      apiFetch<ContractFollowUp>(apiPath`/api/agency/quotes/${quoteId}/follow-up`, { signal }),
    enabled,
  });
}

function useFollowUpWrite<T>(quoteId: string, path: 'calls' | 'contract') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) =>
      apiFetch<ContractFollowUp>(apiPath`/api/agency/quotes/${quoteId}/${path}`, {
        method: 'POST',
        body,
      }),
    onSuccess: (followUp) => {
      queryClient.setQueryData(['agency', 'follow-up', quoteId], followUp);
      return queryClient.invalidateQueries({ queryKey: ['agency'] });
    },
  });
}

/** Notes a call to the driver. */
export const useRecordCall = (quoteId: string) =>
  useFollowUpWrite<ContractCallInput>(quoteId, 'calls');

/** Confirms the contract or marks the sale lost. */
export const useDecideContract = (quoteId: string) =>
  useFollowUpWrite<ContractDecisionInput>(quoteId, 'contract');

/** Gestion des Comptes: the agency's staff. */
export function useStaff() {
  return useQuery({
    queryKey: ['staff'],
    queryFn: ({ signal }) => apiFetch<StaffAccount[]>('/api/agency/staff', { signal }),
  });
}

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStaffInput) =>
      apiFetch<{ account: StaffAccount; linkSent: boolean }>('/api/agency/staff', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useSetStaffActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: string; active: boolean }) =>
      apiFetch<{ active: boolean }>(apiPath`/api/agency/staff/${userId}/status`, {
        method: 'POST',
        body: { active },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useIssuePasswordLink() {
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<{ linkSent: boolean }>(apiPath`/api/agency/staff/${userId}/password-link`, {
        method: 'POST',
      }),
  });
}

/** Agences (platform admin): agencies of a status, newest first, a page at a time ("Voir plus"). */
export function useAgencies(status: AgencyAdminRow['status']) {
  return useInfiniteQuery({
    queryKey: ['agencies', status],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<AgencyAdminRow>>(
        apiPath`/api/admin/agencies?${new URLSearchParams({ status, ...(pageParam ? { cursor: pageParam } : {}) })}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useDecideAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      agencyId,
      action,
      reason,
    }: {
      agencyId: string;
      action: AgencyAction;
      reason: string;
    }) =>
      apiFetch<{ status: AgencyAdminRow['status'] }>(
        apiPath`/api/admin/agencies/${agencyId}/decision`,
        {
          method: 'POST',
          body: { action, reason },
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agencies'] }),
  });
}

/** The audit log of a scope, 50 lines a page. */
export function useAudit(scope: 'mine' | 'agency' | 'all') {
  return useInfiniteQuery({
    queryKey: ['audit', scope],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<AuditRow>>(
        apiPath`/api/audit?${new URLSearchParams({ scope, ...(pageParam ? { cursor: pageParam } : {}) })}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

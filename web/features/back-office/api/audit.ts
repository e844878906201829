import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '../../../../domain/paging.ts';
import type { AuditRow } from '../../../../domain/audit/audit-log.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';

/** Who the audit log covers: the caller, their agency, or the whole platform. */
export type AuditScope = 'mine' | 'agency' | 'all';

/** Query keys of the audit log (/votre-travail), one list per scope. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (scope: AuditScope) => [...auditKeys.all, scope] as const,
};

/** The audit log of a scope, 50 lines a page. */
export function useAudit(scope: AuditScope) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(scope),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<AuditRow>>(
        apiPath`/api/audit?${new URLSearchParams({ scope, ...(pageParam ? { cursor: pageParam } : {}) })}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

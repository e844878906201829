import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageChannel,
  MessageCopy,
  MessagePage,
  MessageStatus,
} from '../../../../domain/notifications/outbox.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';

/** Filters of the Messages page; empty means all. */
export interface MessageFilter {
  status: MessageStatus | '';
  channel: MessageChannel | '';
}

/** Query keys of the Messages page: the filtered lists and each message's copy. */
export const messageKeys = {
  all: ['messages'] as const,
  list: (filter: MessageFilter) => [...messageKeys.all, filter] as const,
  copy: (messageId: string | null) => [...messageKeys.all, 'copy', messageId] as const,
};

/** Messages, newest first, page after page (platform admin; docs/product/design.md §6). */
export function useMessages(filter: MessageFilter) {
  return useInfiniteQuery({
    queryKey: messageKeys.list(filter),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (filter.status) params.set('status', filter.status);
      if (filter.channel) params.set('channel', filter.channel);
      if (pageParam) params.set('cursor', pageParam);
      // Background: the 10-second refresh is not the admin's activity (idle limit, docs/product/design.md §9).
      return apiFetch<MessagePage>(apiPath`/api/admin/messages?${params}`, {
        signal,
        background: true,
      });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
    // Statuses move while the worker sends: keep the page current.
    refetchInterval: 10_000,
  });
}

/** The `log` provider's copy of one message, loaded when it is opened. */
export function useMessageCopy(messageId: string | null) {
  return useQuery({
    queryKey: messageKeys.copy(messageId),
    queryFn: ({ signal }) =>
      apiFetch<MessageCopy>(apiPath`/api/admin/messages/${messageId ?? ''}/copy`, { signal }),
    enabled: messageId !== null,
  });
}

/** Sends a failed message again. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      apiFetch<{ status: 'queued' }>(apiPath`/api/admin/messages/${messageId}/retry`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

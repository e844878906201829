import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { NotificationFeed, NotificationItem } from '../../../../domain/back-office.types.ts';
import {
  notificationMenuSize,
  notificationPageSize,
} from '../../../../domain/notification-feed.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';

/*
 * The back office's notifications: the menu's latest events (polled every minute, in the
 * background so an idle session still ends), the /notifications page's pages, and reading
 * them one by one or all at once.
 */

/** Query keys of the notifications: the menu's latest events and the /notifications pages. */
export const notificationKeys = {
  all: ['notifications'] as const,
  menu: () => [...notificationKeys.all, 'menu'] as const,
  pages: () => [...notificationKeys.all, 'pages'] as const,
};

const feedPath = (limit: number, cursor: string) =>
  apiPath`/api/notifications?${new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) })}`;

/** The menu: the latest events and the exact unread count, refreshed every minute. */
export function useNotificationMenu() {
  return useQuery({
    queryKey: notificationKeys.menu(),
    queryFn: ({ signal }) =>
      apiFetch<NotificationFeed>(feedPath(notificationMenuSize, ''), {
        signal,
        background: true,
      }),
    refetchInterval: 60_000,
  });
}

/** /notifications: every event, newest first, a page at a time ("Afficher plus"). */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages(),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<NotificationFeed>(feedPath(notificationPageSize, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** "Tout marquer comme lu". */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(apiPath`/api/notifications/seen`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Where an event leads: the quote to price or follow up, or the agencies to review. */
const targetOf = (item: NotificationItem) =>
  item.kind === 'agencyRegistered' ? '/agences' : `/user-info/${item.id}`;

/** Opens an event: marks that one read (only it) and goes to its record. */
export function useOpenNotification() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const markRead = useMutation({
    mutationFn: (item: NotificationItem) =>
      apiFetch<void>(apiPath`/api/notifications/read`, {
        method: 'POST',
        body: { kind: item.kind, id: item.id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  return (item: NotificationItem) => {
    if (item.unread) markRead.mutate(item);
    void navigate(targetOf(item));
  };
}

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ActivityFeed, ActivityItem } from '../../../../domain/notifications/activity-feed.ts';
import {
  activityMenuSize,
  activityPageSize,
} from '../../../../domain/notifications/activity-feed.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';

/*
 * The back office's activity feed ("Notifications" in the interface): the menu's latest events (polled every minute, in the
 * background so an idle session still ends), the /notifications page's pages, and reading
 * them one by one or all at once.
 */

/** Query keys of the activity feed: the menu's latest events and the /notifications pages. */
export const activityFeedKeys = {
  all: ['notifications'] as const,
  menu: () => [...activityFeedKeys.all, 'menu'] as const,
  pages: () => [...activityFeedKeys.all, 'pages'] as const,
};

const feedPath = (limit: number, cursor: string) =>
  apiPath`/api/notifications?${new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) })}`;

/** The menu: the latest events and the exact unread count, refreshed every minute. */
export function useActivityMenu() {
  return useQuery({
    queryKey: activityFeedKeys.menu(),
    queryFn: ({ signal }) =>
      apiFetch<ActivityFeed>(feedPath(activityMenuSize, ''), {
        signal,
        background: true,
      }),
    refetchInterval: 60_000,
  });
}

/** /notifications: every event, newest first, a page at a time ("Afficher plus"). */
export function useActivityPages() {
  return useInfiniteQuery({
    queryKey: activityFeedKeys.pages(),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ActivityFeed>(feedPath(activityPageSize, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** "Tout marquer comme lu". */
export function useMarkAllActivityRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(apiPath`/api/notifications/seen`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityFeedKeys.all }),
  });
}

/** Where an event leads: the quote to price or follow up, or the agencies to review. */
const targetOf = (item: ActivityItem) =>
  item.kind === 'agencyRegistered' ? '/agences' : `/user-info/${item.id}`;

/** Opens an event: marks that one read (only it) and goes to its record. */
export function useOpenActivity() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const markRead = useMutation({
    mutationFn: (item: ActivityItem) =>
      apiFetch<void>(apiPath`/api/notifications/read`, {
        method: 'POST',
        body: { kind: item.kind, id: item.id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityFeedKeys.all }),
  });
  return (item: ActivityItem) => {
    if (item.unread) markRead.mutate(item);
    void navigate(targetOf(item));
  };
}

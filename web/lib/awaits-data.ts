import type { FetchStatus } from '@tanstack/react-query';

/**
 * True while a read waits for its first data: fetching it, or paused until the browser is
 * online again (TanStack Query pauses reads offline, web/app-providers.tsx). A disabled read
 * (`enabled: false`) waits for nothing. Neither of TanStack Query's own flags says this:
 * `isLoading` is false for a paused read, `isPending` true for a disabled one. A page shows
 * `LoadingStatus` while its read awaits data, and its "not found" only once the read answered.
 */
export function awaitsData(read: { isPending: boolean; fetchStatus: FetchStatus }): boolean {
  return read.isPending && read.fetchStatus !== 'idle';
}

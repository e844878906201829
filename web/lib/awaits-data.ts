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

/**
 * True while a read asked for new data (another search, sort or ranking) waits, paused, for the
 * network, the previous answer kept on screen meanwhile (`placeholderData`): what shows is no
 * longer what was asked for. A background refetch paused offline is not: its data is current.
 */
export function awaitsNewData(read: {
  isPlaceholderData: boolean;
  fetchStatus: FetchStatus;
}): boolean {
  return read.isPlaceholderData && read.fetchStatus === 'paused';
}

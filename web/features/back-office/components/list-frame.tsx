import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetchStatus } from '@tanstack/react-query';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { awaitsData, awaitsNewData } from '../../../lib/awaits-data.ts';

/** What a paginated list query tells the frame (TanStack Query's infinite query result). */
export interface PagedList {
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  fetchStatus: FetchStatus;
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * True while the element's content is wider than the element (it scrolls sideways); measured
 * again whenever the element or its children change size, and when `shown` changes.
 */
function useScrollsSideways(ref: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !shown) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, shown]);
  return scrolls;
}

/**
 * The states around a back-office list: failure with a retry, loading, empty, the list itself,
 * and "Afficher plus" while the server has more pages. Offline, a new search or sort waits
 * for the network and says so (awaitsNewData), above the rows last shown, which stay until
 * the answer comes; an empty last answer says nothing of the new search meanwhile. The list
 * sits in a region named `label`; when it is wider than the screen the region scrolls and
 * takes the keyboard focus, so it can be scrolled without a mouse (WCAG 2.1.1; axe
 * `scrollable-region-focusable`). The region is a size container: the list inside lays itself
 * out by its width (`@4xl:` …).
 */
export function ListFrame({
  list,
  isEmpty,
  emptyText,
  label,
  children,
}: {
  list: PagedList;
  isEmpty: boolean;
  emptyText: string;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(scroller, !isEmpty);
  return (
    <>
      {list.isError ? (
        <p role="alert" className="text-red-800">
          {t('backOffice.loadFailed')}{' '}
          <Button variant="ghost" onClick={() => void list.refetch()}>
            {t('backOffice.retry')}
          </Button>
        </p>
      ) : null}
      {awaitsData(list) || awaitsNewData(list) ? <LoadingStatus /> : null}
      {list.isSuccess && isEmpty && !list.isPlaceholderData ? (
        <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{emptyText}</p>
      ) : null}
      {isEmpty ? null : (
        <div
          ref={scroller}
          role="region"
          aria-label={label}
          tabIndex={scrolls ? 0 : undefined}
          data-testid="list-scroller"
          className="@container overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {children}
        </div>
      )}
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('backOffice.loadMore')}
        </Button>
      ) : null}
    </>
  );
}

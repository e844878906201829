import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** What a paginated list query tells the frame (TanStack Query's infinite query result). */
export interface PagedList {
  isError: boolean;
  isLoading: boolean;
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * The states around an agency table: failure with a retry, loading, empty, the table itself,
 * and "Afficher plus" while the server has more pages.
 */
export function ListFrame({
  list,
  isEmpty,
  emptyText,
  children,
}: {
  list: PagedList;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
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
      {list.isLoading ? <p role="status">{t('common.loading')}</p> : null}
      {list.isSuccess && isEmpty ? (
        <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{emptyText}</p>
      ) : null}
      {isEmpty ? null : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
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

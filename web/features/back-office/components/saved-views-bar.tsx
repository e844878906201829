import { Bookmark, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tableViewLimits } from '../../../../domain/limits.ts';
import type { SavedViewTable, ViewOf } from '../../../../domain/offers/saved-views.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteView, useSaveView, useSavedViews } from '../api/saved-views.ts';

/**
 * The staff member's saved views of a table, as chips above it (docs/product/agency-day.md
 * "Filters and saved views"): one click applies a view's sort and filters, a cross deletes it;
 * a view the table's filters no longer accept is shown unusable. Below, the current sort and
 * filters are saved under a name; while they are refused (`current` null) the button is disabled.
 */
export function SavedViewsBar<T extends SavedViewTable>({
  table,
  current,
  onApply,
  sortable = true,
}: {
  table: T;
  /** Whether the table has a sort a view keeps (the renewals list has none). */
  sortable?: boolean;
  /** The table's sort and filters now, or null while they are refused. */
  current: ViewOf<T> | null;
  onApply: (view: ViewOf<T>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const views = useSavedViews(table);
  const save = useSaveView(table);
  const remove = useDeleteView(table);
  const [name, setName] = useState('');
  const failure = save.error instanceof ApiError ? save.error : null;
  const nameError =
    failure?.fields.name ?? (failure && !failure.fields.name ? failure.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    save.mutate({ name, query: current }, { onSuccess: () => setName('') });
  };

  const items = views.data?.items ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-800">
        {t('tableFilters.views.title')}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">
          {t(sortable ? 'tableFilters.views.none' : 'tableFilters.views.noneWithoutSort')}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {items.map((view) => (
            <li
              key={view.id}
              className="inline-flex max-w-full items-center rounded-full bg-white ring-1 ring-slate-300"
            >
              {view.query ? (
                <button
                  type="button"
                  onClick={() => view.query && onApply(view.query)}
                  aria-label={t('tableFilters.views.apply', { name: view.name })}
                  className="inline-flex min-w-0 items-center gap-1 truncate rounded-full py-1 ps-3 pe-1 text-sm font-medium text-brand-800 hover:underline"
                >
                  <Bookmark aria-hidden size={14} className="shrink-0" />
                  <bdi className="truncate">{view.name}</bdi>
                </button>
              ) : (
                <span className="truncate py-1 ps-3 pe-1 text-sm text-slate-600">
                  {t('tableFilters.views.unusable', { name: view.name })}
                </span>
              )}
              <button
                type="button"
                onClick={() => remove.mutate(view.id)}
                aria-label={t('tableFilters.views.delete', { name: view.name })}
                className="rounded-full p-2 text-slate-600 hover:text-red-700"
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex flex-wrap items-start gap-2" noValidate>
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={`${id}-name`} className="sr-only">
            {t('tableFilters.views.name')}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={tableViewLimits.nameMax}
            placeholder={t('tableFilters.views.name')}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          />
          <FieldError id={nameError ? `${id}-name-error` : undefined} message={nameError} />
        </div>
        <Button type="submit" variant="secondary" loading={save.isPending} disabled={!current}>
          {t('tableFilters.views.save')}
        </Button>
      </form>
    </section>
  );
}

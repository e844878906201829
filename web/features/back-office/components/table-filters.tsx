import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { useColleagues } from '../api/saved-views.ts';

/** The filters' values as the page's address holds them ('' when off). */
export interface FilterState {
  from: string;
  to: string;
  agent: string;
  status: string;
}

/**
 * The filters of a back-office table (docs/product/agency-day.md "Filters and saved views"):
 * Moroccan days from–to of its date column (`fromLabel` names it), the colleague filter where
 * the table has one (`agentLabel`: who priced, decided or confirmed), and the status where its
 * rows have more than one (`statuses`, with their labels). On phones they fold under a
 * "Filtres" button, so the page never scrolls sideways.
 */
export function TableFilters({
  state,
  errors,
  onChange,
  fromLabel,
  agentLabel,
  statuses,
}: {
  state: FilterState;
  errors: Record<string, string>;
  onChange: (change: Partial<FilterState>) => void;
  fromLabel: string;
  agentLabel?: string | undefined;
  statuses?: readonly { value: string; label: string }[] | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const colleagues = useColleagues(agentLabel !== undefined);
  const active = [state.from, state.to, state.agent, state.status].filter(Boolean).length;
  const [open, setOpen] = useState(active > 0);
  type Filter = 'from' | 'to' | 'agent' | 'status';
  const errorId = (field: Filter) => (errors[field] ? `${id}-${field}-error` : undefined);
  /** What every filter's control carries: its id, value, change and error wiring. */
  const control = (field: Filter) => ({
    id: `${id}-${field}`,
    value: state[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ [field]: event.target.value }),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errorId(field),
    className: 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm',
  });
  /** A filter's label above its control, and the message under it when refused. */
  const field = (name: Filter, label: string, input: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {input}
      <FieldError id={errorId(name)} message={fieldMessage(t, errors[name])} />
    </div>
  );
  return (
    <div className="w-full">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium sm:hidden"
      >
        <SlidersHorizontal aria-hidden size={16} />
        {active > 0 ? t('tableFilters.toggleActive', { count: active }) : t('tableFilters.toggle')}
      </button>
      <fieldset
        id={`${id}-panel`}
        className={`${open ? 'grid' : 'hidden'} mt-2 grid-cols-1 gap-3 sm:mt-0 sm:grid sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]`}
      >
        <legend className="sr-only">{t('tableFilters.legend')}</legend>
        {field('from', fromLabel, <input type="date" {...control('from')} />)}
        {field('to', t('tableFilters.to'), <input type="date" {...control('to')} />)}
        {agentLabel !== undefined
          ? field(
              'agent',
              agentLabel,
              <select {...control('agent')}>
                <option value="">{t('tableFilters.anyAgent')}</option>
                {(colleagues.data?.items ?? []).map((colleague) => (
                  <option key={colleague.id} value={colleague.id}>
                    {colleague.active
                      ? colleague.name
                      : t('tableFilters.formerColleague', { name: colleague.name })}
                  </option>
                ))}
              </select>,
            )
          : null}
        {statuses
          ? field(
              'status',
              t('backOffice.table.statusFilter'),
              <select {...control('status')}>
                <option value="">{t('backOffice.table.allStatuses')}</option>
                {statuses.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>,
            )
          : null}
        {active > 0 ? (
          <div className="flex items-end">
            <button
              type="button"
              onClick={() => onChange({ from: '', to: '', agent: '', status: '' })}
              className="py-2 text-sm font-semibold text-brand-800 underline"
            >
              {t('tableFilters.clear')}
            </button>
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}

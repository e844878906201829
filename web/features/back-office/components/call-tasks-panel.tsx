import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { CallTask, CallTasks } from '../../../../domain/agency-day/call-tasks.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAssignCall, useCallTasks } from '../api/call-tasks.ts';

/** Which group of the panel a call falls in. */
const groupOf = (task: CallTask) => (task.overdue ? 'overdue' : task.dueToday ? 'today' : 'later');

/** The colleague a call is given to, changed at once (the select is the whole form). */
function AssigneeSelect({
  task,
  colleagues,
}: {
  task: CallTask;
  colleagues: CallTasks['colleagues'];
}) {
  const { t } = useTranslation();
  const id = useId();
  const assign = useAssignCall(task.quoteId);
  return (
    <span className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-600">
        {t('agencyDay.calls.assignee')}
      </label>
      <select
        id={id}
        value={task.assignee?.id ?? ''}
        disabled={assign.isPending}
        onChange={(event) =>
          assign.mutate(
            { userId: event.target.value || null },
            { onSuccess: () => toast.success(t('agencyDay.calls.assigned')) },
          )
        }
        className="rounded-lg border border-slate-300 bg-white px-2 py-1"
      >
        <option value="">{t('agencyDay.calls.anyone')}</option>
        {colleagues.map((colleague) => (
          <option key={colleague.id} value={colleague.id}>
            {colleague.name}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * The dashboard's calls to make (docs/product/agency-day.md "Call-backs"): the drivers who chose
 * the agency, overdue first, then today's, then the next ones, each with its number to dial,
 * its quote and the colleague it is given to. A call noted on the quote's page takes it off.
 */
export function CallTasksPanel() {
  const { t } = useTranslation();
  const calls = useCallTasks();
  const data = calls.data;
  return (
    <section
      aria-labelledby="calls-title"
      data-testid="call-tasks"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div>
        <h2 id="calls-title" className="font-semibold">
          {t('agencyDay.calls.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('agencyDay.calls.intro')}</p>
      </div>
      {calls.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('agencyDay.calls.loadFailed')}
        </p>
      ) : !data ? (
        <LoadingStatus />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('agencyDay.calls.empty')}</p>
      ) : (
        (['overdue', 'today', 'later'] as const).map((group) => {
          const tasks = data.items.filter((task) => groupOf(task) === group);
          if (tasks.length === 0) return null;
          return (
            <div key={group} className="space-y-2">
              <h3
                className={`text-sm font-semibold ${group === 'overdue' ? 'text-red-800' : 'text-slate-700'}`}
              >
                {t(`agencyDay.calls.${group}`)} ({tasks.length})
              </h3>
              <ul className="divide-y divide-slate-100">
                {tasks.map((task) => (
                  <li
                    key={task.quoteId}
                    data-testid="call-task"
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
                  >
                    <span className="min-w-0 space-y-0.5">
                      <span className="block font-medium">
                        <bdi>{task.driverName}</bdi> ·{' '}
                        <PhoneLink number={task.phone} className="underline" />
                      </span>
                      <span className="block text-sm text-slate-600">
                        <Link
                          to={`/user-info/${task.quoteId}`}
                          className="font-semibold text-brand-800 underline"
                        >
                          <bdi>{task.reference}</bdi>
                        </Link>{' '}
                        · {t(`packs.${task.selectedPack}`)} ·{' '}
                        {t('agencyDay.calls.dueAt', { date: formatDateTime(task.dueAt) })}
                      </span>
                    </span>
                    <AssigneeSelect task={task} colleagues={data.colleagues} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}

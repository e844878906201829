import { useTranslation } from 'react-i18next';
import type { AuditRow } from '../../../../domain/audit/audit-log.ts';
import { useSearchParams } from 'react-router';
import { hasRole, managerRoles, platformRoles } from '../../../../domain/accounts/roles.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAudit } from '../api/audit.ts';
import { ListFrame } from '../components/list-frame.tsx';

type Scope = 'mine' | 'agency' | 'all';

/**
 * "Votre travail" (docs/product/specification.md §2 sidebar; docs/product/design.md §9): the person's own actions from the audit
 * log; a manager may widen it to the agency, the platform admin to the whole platform.
 */
export default function ActivityPage() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const [params, setParams] = useSearchParams();
  // The scopes the server lets each role read (server/modules/audit/audit.policy.ts).
  const role = user?.role;
  const scopes: Scope[] =
    role && hasRole(role, managerRoles)
      ? ['mine', 'agency']
      : role && hasRole(role, platformRoles)
        ? ['mine', 'all']
        : ['mine'];
  const asked = params.get('scope') as Scope | null;
  const scope: Scope = asked && scopes.includes(asked) ? asked : 'mine';
  const audit = useAudit(scope);
  const rows = audit.data?.pages.flatMap((page) => page.items) ?? [];
  const title = t(`backOffice.audit.${scope}Title`);
  const action = (row: AuditRow) =>
    t(`backOffice.audit.actions.${row.action}`, { defaultValue: row.action });
  const record = (row: AuditRow) =>
    row.entityType ? (
      <>
        {t(`backOffice.audit.records.${row.entityType}`, { defaultValue: row.entityType })}{' '}
        <bdi className="font-mono text-xs">{row.entityId?.slice(0, 8)}</bdi>
      </>
    ) : null;
  usePageTitle(title);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {scopes.length > 1 ? (
          <label className="text-sm font-medium text-slate-800">
            <span className="me-2">{t('backOffice.audit.scopeLabel')}</span>
            <select
              value={scope}
              onChange={(event) => setParams({ scope: event.target.value })}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              {scopes.map((value) => (
                <option key={value} value={value}>
                  {t(`backOffice.audit.scopes.${value}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <ListFrame
        list={audit}
        isEmpty={rows.length === 0}
        emptyText={t('backOffice.audit.empty')}
        label={title}
      >
        {/* Rows are cards where the table would not fit (the size container of ListFrame), as
            in the quote tables. */}
        <table className="hidden w-full text-sm @4xl:table">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {(['at', 'actor', 'action', 'record'] as const).map((key) => (
                <th key={key} scope="col" className="px-4 py-3 text-start font-semibold">
                  {t(`backOffice.audit.columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                <td className="whitespace-nowrap px-4 py-2">{formatDateTime(row.at)}</td>
                <td className="px-4 py-2">{row.actor ?? '—'}</td>
                <td className="px-4 py-2">{action(row)}</td>
                <td className="px-4 py-2">{record(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="divide-y divide-slate-100 @4xl:hidden">
          {rows.map((row) => (
            <li key={row.id} className="space-y-1 p-4 text-sm" data-testid="audit-card">
              <p className="font-semibold">{action(row)}</p>
              <p className="text-slate-600">
                <bdi>{formatDateTime(row.at)}</bdi>
                {row.actor ? (
                  <>
                    {' · '}
                    <bdi>{row.actor}</bdi>
                  </>
                ) : null}
              </p>
              {row.entityType ? <p>{record(row)}</p> : null}
            </li>
          ))}
        </ul>
      </ListFrame>
    </div>
  );
}

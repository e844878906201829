import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AgencyAction } from '../../../../domain/agencies/admin.ts';
import type { AgencyAdminRow } from '../../../../domain/agencies/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { apiErrorMessage } from '../../../lib/use-api-form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAgencies, useDecideAgency } from '../api/agency.ts';
import { LeviesPanel } from '../components/levies-panel.tsx';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { awaitsData } from '../../../lib/awaits-data.ts';

/** The actions each status offers; the ones that need a reason ask for it first. */
const actionsFor: Record<AgencyAdminRow['status'], AgencyAction[]> = {
  pending: ['approve', 'reject'],
  active: ['suspend'],
  suspended: ['reactivate'],
  rejected: [],
};
const needsReason = (action: AgencyAction) => action === 'reject' || action === 'suspend';

/** The agencies this one may duplicate, named, with why (server: same ACAPS number or name). */
function DuplicateWarning({ duplicates }: { duplicates: AgencyAdminRow['possibleDuplicates'] }) {
  const { t } = useTranslation();
  return (
    <div
      className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="duplicate-warning"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden size={16} />
        {t('backOffice.agenciesAdmin.duplicateTitle')}
      </p>
      <ul className="list-inside list-disc">
        {duplicates.map((other) => (
          <li key={other.id}>
            <bdi className="font-medium">{other.name}</bdi>{' '}
            {t('backOffice.agenciesAdmin.duplicateDetails', {
              city: other.city,
              status: t(`backOffice.agenciesAdmin.statuses.${other.status}`),
              reason: t(`backOffice.agenciesAdmin.duplicateReasons.${other.reason}`),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AgencyCard({ agency }: { agency: AgencyAdminRow }) {
  const { t } = useTranslation();
  const decide = useDecideAgency();
  const reasonId = useId();
  const [asking, setAsking] = useState<AgencyAction | null>(null);
  // Approving a possible duplicate, and reactivating an agency (its offers become selectable
  // again, its staff sign in anew: decision 0016), take a second, explicit click.
  const [confirming, setConfirming] = useState<'approve' | 'reactivate' | null>(null);
  const flagged = agency.status === 'pending' && agency.possibleDuplicates.length > 0;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const run = (action: AgencyAction) => {
    if (needsReason(action) && !reason.trim()) {
      setReasonError(t('validation.required'));
      return;
    }
    decide.mutate(
      { agencyId: agency.id, action, reason: reason.trim() },
      {
        onSuccess: ({ status }) => {
          toast.success(
            t('backOffice.agenciesAdmin.done', {
              name: agency.name,
              status: t(`backOffice.agenciesAdmin.statuses.${status}`),
            }),
          );
          setAsking(null);
          setConfirming(null);
        },
        onError: (error) => toast.error(apiErrorMessage(error)),
      },
    );
  };
  return (
    <li className="space-y-2 p-4" data-testid="agency-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{agency.name}</p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {t(`backOffice.agenciesAdmin.statuses.${agency.status}`)}
        </span>
      </div>
      <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">{t('backOffice.agenciesAdmin.insurer')} : </dt>
          <dd className="inline">{agency.insurer}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('backOffice.agenciesAdmin.city')} : </dt>
          <dd className="inline">{agency.city}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('backOffice.agenciesAdmin.manager')} : </dt>
          <dd className="inline">
            {agency.managerName} {agency.managerEmail ? `(${agency.managerEmail})` : null}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('backOffice.agenciesAdmin.acaps')} : </dt>
          <dd className="inline" dir="ltr">
            {agency.acapsApprovalNumber}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-600">
        {t('backOffice.agenciesAdmin.receivedOn', { date: formatDate(agency.createdAt) })}
        {agency.statusReason ? ` · ${agency.statusReason}` : null}
      </p>
      {agency.possibleDuplicates.length > 0 ? (
        <DuplicateWarning duplicates={agency.possibleDuplicates} />
      ) : null}
      {confirming ? (
        <div className="space-y-2 rounded-lg bg-slate-50 p-3" role="alert">
          <p className="text-sm">
            {confirming === 'approve'
              ? t('backOffice.agenciesAdmin.approveDuplicate')
              : t('backOffice.agenciesAdmin.reactivateConfirm', { name: agency.name })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button loading={decide.isPending} onClick={() => run(confirming)}>
              {confirming === 'approve'
                ? t('backOffice.agenciesAdmin.approveAnyway')
                : t('backOffice.agenciesAdmin.reactivateConfirmButton')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t('backOffice.agenciesAdmin.cancel')}
            </Button>
          </div>
        </div>
      ) : asking ? (
        <div className="space-y-2 rounded-lg bg-slate-50 p-3">
          <TextAreaField
            id={reasonId}
            label={t('backOffice.agenciesAdmin.reason')}
            rows={2}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
          <div className="flex gap-2">
            <Button variant="danger" loading={decide.isPending} onClick={() => run(asking)}>
              {t('backOffice.agenciesAdmin.confirmAction')}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(null)}>
              {t('backOffice.agenciesAdmin.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {actionsFor[agency.status].map((action) => (
            <Button
              key={action}
              variant={needsReason(action) ? 'secondary' : 'primary'}
              loading={decide.isPending && !needsReason(action)}
              onClick={() =>
                needsReason(action)
                  ? setAsking(action)
                  : (action === 'approve' && flagged) || action === 'reactivate'
                    ? setConfirming(action)
                    : run(action)
              }
            >
              {t(`backOffice.agenciesAdmin.${action}`)}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

function AgencyList({
  status,
  title,
  empty,
}: {
  status: AgencyAdminRow['status'];
  title: string;
  empty: string;
}) {
  const { t } = useTranslation();
  const agencies = useAgencies(status);
  const rows = agencies.data?.pages.flatMap((page) => page.items);
  return (
    <section aria-labelledby={`agencies-${status}`} className="space-y-2">
      <h2 id={`agencies-${status}`} className="text-lg font-semibold">
        {title}
      </h2>
      {awaitsData(agencies) ? <LoadingStatus /> : null}
      {agencies.isError ? (
        <p role="alert" className="text-red-800">
          {t('backOffice.loadFailed')}
        </p>
      ) : null}
      {rows && rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">{empty}</p>
      ) : null}
      {rows && rows.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {rows.map((agency) => (
            <AgencyCard key={agency.id} agency={agency} />
          ))}
        </ul>
      ) : null}
      {agencies.hasNextPage ? (
        <Button
          variant="secondary"
          loading={agencies.isFetchingNextPage}
          onClick={() => void agencies.fetchNextPage()}
        >
          {t('backOffice.agenciesAdmin.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * Agences (platform admin, docs/product/design.md §1, §8): registrations to approve or reject with a reason,
 * active agencies to suspend, suspended ones to reactivate. A registration that may duplicate
 * a known agency names it, and its approval asks for a confirmation. Below them, the platform's
 * tax and levies that every agency's grid applies (`LeviesPanel`).
 */
export default function AgenciesPage() {
  const { t } = useTranslation();
  usePageTitle(t('backOffice.agenciesAdmin.title'));
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">{t('backOffice.agenciesAdmin.title')}</h1>
      <AgencyList
        status="pending"
        title={t('backOffice.agenciesAdmin.pendingTitle')}
        empty={t('backOffice.agenciesAdmin.noPending')}
      />
      <AgencyList
        status="active"
        title={t('backOffice.agenciesAdmin.activeTitle')}
        empty={t('backOffice.agenciesAdmin.noAgencies')}
      />
      <AgencyList
        status="suspended"
        title={t('backOffice.agenciesAdmin.statuses.suspended')}
        empty={t('backOffice.agenciesAdmin.noAgencies')}
      />
      <LeviesPanel />
    </div>
  );
}

import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { createStaffSchema, type CreateStaffInput } from '../../../../domain/accounts/staff.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { apiErrorMessage } from '../../../lib/use-api-form-errors.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useCreateAgent, useIssuePasswordLink, useSetStaffActive, useStaff } from '../api/staff.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { awaitsData } from '../../../lib/awaits-data.ts';

/**
 * Where the password link went (decision 0010): to its owner's mailbox only. The manager sees the
 * address it was sent to, never the link.
 */
function LinkSentNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex gap-3 rounded-xl bg-green-50 p-4 ring-1 ring-green-200">
      <MailCheck aria-hidden className="mt-0.5 shrink-0 text-green-800" size={20} />
      <div>
        <p className="font-semibold text-green-950">
          {t('backOffice.staff.linkSentTitle', { email })}
        </p>
        <p className="text-sm text-green-950">
          {t('backOffice.staff.linkSentHelp', { minutes: 30 })}
        </p>
      </div>
    </div>
  );
}

function CreateAgentForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const { form, submit, formError, pending } = useApiForm(createStaffSchema, useCreateAgent(), {
    defaultValues: { name: '', email: '' } satisfies CreateStaffInput,
    onSuccess: ({ account, linkSent }, _values, created) => {
      created.reset();
      toast.success(t('backOffice.staff.created', { name: account.name }));
      if (linkSent) onSent(account.email);
    },
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <div className="sm:col-span-3">
        <FormAlert message={formError} />
      </div>
      <TextField
        label={t('backOffice.staff.name')}
        autoComplete="off"
        error={fieldMessage(t, errors.name?.message)}
        {...form.register('name')}
      />
      <TextField
        label={t('backOffice.staff.email')}
        type="email"
        autoComplete="off"
        error={fieldMessage(t, errors.email?.message)}
        {...form.register('email')}
      />
      <Button type="submit" loading={pending}>
        {t('backOffice.staff.create')}
      </Button>
    </form>
  );
}

/**
 * Gestion des Comptes (docs/product/design.md §1): the agency's staff; create an agent, deactivate or
 * reactivate, have a password link e-mailed to them. Managers only (the server answers 404 to anyone else).
 */
export default function StaffPage() {
  const { t } = useTranslation();
  const { data: me } = useSession();
  const staff = useStaff();
  const setActive = useSetStaffActive();
  const issueLink = useIssuePasswordLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePageTitle(t('backOffice.staff.title'));

  const onError = (error: unknown) => toast.error(apiErrorMessage(error));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('backOffice.staff.title')}</h1>
          <p className="text-slate-600">{t('backOffice.staff.intro')}</p>
        </div>
        <Link
          to="/votre-travail?scope=agency"
          className="text-sm font-semibold text-brand-800 underline"
        >
          {t('backOffice.staff.journal')}
        </Link>
      </div>
      <CreateAgentForm onSent={setSentTo} />
      {sentTo ? <LinkSentNotice email={sentTo} /> : null}
      {awaitsData(staff) ? <LoadingStatus /> : null}
      {staff.isError ? (
        <p role="alert" className="text-red-800">
          {t('backOffice.loadFailed')}
        </p>
      ) : null}
      {staff.data ? (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {staff.data.map((account) => {
            const self = account.id === me?.id;
            return (
              <li
                key={account.id}
                className="flex flex-wrap items-center gap-3 p-4"
                data-testid="staff-row"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {account.name} {self ? t('backOffice.staff.you') : null}
                  </p>
                  <p className="truncate text-sm text-slate-600">{account.email}</p>
                  <p className="text-xs text-slate-600">
                    {t(`backOffice.staff.roles.${account.role}`)} · {formatDate(account.createdAt)}
                  </p>
                </div>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${account.active ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
                >
                  {account.active ? t('backOffice.staff.active') : t('backOffice.staff.inactive')}
                </span>
                {self ? null : (
                  <div className="flex gap-2">
                    <Button
                      variant="ghost"
                      onClick={() =>
                        issueLink.mutate(account.id, {
                          onSuccess: ({ linkSent }) => linkSent && setSentTo(account.email),
                          onError,
                        })
                      }
                    >
                      {t('backOffice.staff.resetLink')}
                    </Button>
                    <Button
                      variant={account.active ? 'danger' : 'secondary'}
                      onClick={() =>
                        setActive.mutate(
                          { userId: account.id, active: !account.active },
                          {
                            onSuccess: () =>
                              toast.success(
                                account.active
                                  ? t('backOffice.staff.deactivated')
                                  : t('backOffice.staff.reactivated'),
                              ),
                            onError,
                          },
                        )
                      }
                    >
                      {account.active
                        ? t('backOffice.staff.deactivate')
                        : t('backOffice.staff.reactivate')}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

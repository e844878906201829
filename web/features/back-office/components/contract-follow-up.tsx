import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  callOutcomes,
  contractCallSchema,
  contractDecisionSchema,
  type ContractCallInput,
  type ContractDecisionInput,
  type ContractFollowUp as FollowUp,
} from '../../../../domain/offers/contracts.ts';
import {
  contractDurations,
  coverEndDate,
  type ContractDuration,
  defaultContractDuration,
  renewalDate,
} from '../../../../domain/offers/renewal.ts';
import { todayInMorocco } from '../../../../domain/dates.ts';
import { Interpolated } from '../../../components/interpolated.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useDecideContract, useFollowUp, useRecordCall } from '../api/contracts.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { awaitsData } from '../../../lib/awaits-data.ts';

/** The fields of the chosen decision only: the strict schema refuses the other's fields. */
function decisionOnly(values: ContractDecisionInput): ContractDecisionInput {
  const all = values as Partial<Record<'policyNumber' | 'startDate' | 'lostReason', string>> &
    Partial<Record<'durationMonths', ContractDuration>>;
  return values.decision === 'lost'
    ? { decision: 'lost', lostReason: all.lostReason ?? '' }
    : {
        decision: 'confirmed',
        policyNumber: all.policyNumber ?? '',
        startDate: all.startDate ?? '',
        durationMonths: all.durationMonths ?? defaultContractDuration,
      };
}

function CallForm({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation();
  const { form, submit, formError, pending } = useApiForm(
    contractCallSchema,
    useRecordCall(quoteId),
    {
      defaultValues: { outcome: 'reached', note: '', callBackAt: '' } satisfies ContractCallInput,
      // The call-back time goes with "à rappeler" only.
      prepare: ({ callBackAt, ...call }) =>
        call.outcome === 'callBack' ? { ...call, callBackAt } : call,
      // Ready for the next call: the note and time emptied, the outcome as the select shows it
      // now (an agent may already have picked the next one while this call was being saved).
      onSuccess: (_followUp, _values, recorded) => {
        recorded.reset({ outcome: recorded.getValues('outcome'), note: '', callBackAt: '' });
        toast.success(t('backOffice.followUp.callSaved'));
      },
      // A refusal is never silent, also for an error not tied to a shown field.
      invalidMessage: t('errors.validationFailed'),
    },
  );
  const { errors } = form.formState;
  const outcome = useWatch({ control: form.control, name: 'outcome' });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormAlert message={formError} />
      <SelectField
        label={t('backOffice.followUp.outcome')}
        placeholder={t('backOffice.followUp.outcome')}
        options={callOutcomes.map((value) => ({
          value,
          label: t(`backOffice.followUp.outcomes.${value}`),
        }))}
        error={fieldMessage(t, errors.outcome?.message)}
        {...form.register('outcome')}
      />
      {outcome === 'callBack' ? (
        <TextField
          label={t('agencyDay.callBackAt')}
          type="datetime-local"
          error={fieldMessage(t, errors.callBackAt?.message)}
          {...form.register('callBackAt')}
        />
      ) : null}
      <TextAreaField
        label={t('backOffice.followUp.note')}
        rows={2}
        maxLength={1000}
        error={fieldMessage(t, errors.note?.message)}
        {...form.register('note')}
      />
      <Button type="submit" variant="secondary" loading={pending}>
        {t('backOffice.followUp.addCall')}
      </Button>
    </form>
  );
}

function DecisionForm({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation();
  const { form, submit, formError, pending } = useApiForm(
    contractDecisionSchema,
    useDecideContract(quoteId),
    {
      defaultValues: {
        decision: 'confirmed',
        policyNumber: '',
        startDate: todayInMorocco(),
        durationMonths: defaultContractDuration,
      } satisfies ContractDecisionInput,
      // The form keeps both decisions' fields while one switches; only the chosen one's are
      // validated and sent.
      prepare: decisionOnly,
      onSuccess: () => {
        toast.success(t('backOffice.followUp.saved'));
      },
      invalidMessage: t('errors.validationFailed'),
    },
  );
  const decision = useWatch({ control: form.control, name: 'decision' });
  const errors = form.formState.errors as Partial<
    Record<'policyNumber' | 'startDate' | 'lostReason', { message?: string }>
  >;
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormAlert message={formError} />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('backOffice.followUp.decisionTitle')}</legend>
        {(['confirmed', 'lost'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm font-medium">
            <input type="radio" value={value} {...form.register('decision')} />
            {value === 'confirmed'
              ? t('backOffice.followUp.confirm')
              : t('backOffice.followUp.markLost')}
          </label>
        ))}
      </fieldset>
      {decision === 'confirmed' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('backOffice.followUp.policyNumber')}
            maxLength={40}
            error={fieldMessage(t, errors.policyNumber?.message)}
            {...form.register('policyNumber')}
          />
          <TextField
            label={t('backOffice.followUp.startDate')}
            type="date"
            error={fieldMessage(t, errors.startDate?.message)}
            {...form.register('startDate')}
          />
          <Controller
            control={form.control}
            name="durationMonths"
            render={({ field }) => (
              <fieldset className="sm:col-span-2">
                <legend className="mb-1 text-sm font-medium">{t('contractDuration.label')}</legend>
                <div className="inline-flex gap-4">
                  {contractDurations.map((months) => (
                    <label key={months} className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={field.name}
                        value={months}
                        checked={(field.value ?? defaultContractDuration) === months}
                        onChange={() => field.onChange(months)}
                        onBlur={field.onBlur}
                      />
                      {t('contractDuration.months', { count: months })}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          />
        </div>
      ) : (
        <TextAreaField
          label={t('backOffice.followUp.lostReason')}
          rows={2}
          maxLength={500}
          error={fieldMessage(t, errors.lostReason?.message)}
          {...form.register('lostReason')}
        />
      )}
      <Button type="submit" variant={decision === 'lost' ? 'danger' : 'primary'} loading={pending}>
        {decision === 'confirmed'
          ? t('backOffice.followUp.confirm')
          : t('backOffice.followUp.markLost')}
      </Button>
    </form>
  );
}

/**
 * A confirmed contract's duration and cover (domain/offers/renewal.ts): its last covered day
 * and the day the next contract must start. A decision recorded before durations existed runs
 * the default year.
 */
function CoverPeriod({ decision }: { decision: NonNullable<FollowUp['decision']> }) {
  const { t } = useTranslation();
  if (!decision.startDate) return null;
  const months = decision.durationMonths ?? defaultContractDuration;
  return (
    <span className="mt-1 block text-sm font-normal" data-testid="cover-period">
      <Interpolated
        i18nKey="contractDuration.coverage"
        values={{
          duration: <bdi>{t('contractDuration.months', { count: months })}</bdi>,
          endDate: <bdi>{formatDate(coverEndDate(decision.startDate, months))}</bdi>,
          renewalDate: <bdi>{formatDate(renewalDate(decision.startDate, months))}</bdi>,
        }}
      />
    </span>
  );
}

/**
 * The chosen agency's follow-up of a selected quote (docs/product/design.md §5: selected → confirmed | lost):
 * the calls to the driver with their outcome, then the contract confirmed (policy number, start
 * date) or lost (reason). Dates, names, notes and the policy number are isolated from the
 * sentence around them, so a Latin run keeps its order in Arabic (the policy number is one
 * unbroken left-to-right run, as quote references are).
 */
export function ContractFollowUp({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation();
  const followUp = useFollowUp(quoteId, true);
  const data = followUp.data;
  return (
    <section
      aria-labelledby="follow-up-title"
      className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      data-testid="follow-up"
    >
      <div>
        <h2 id="follow-up-title" className="text-lg font-semibold">
          {t('backOffice.followUp.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('backOffice.followUp.intro')}</p>
      </div>
      {awaitsData(followUp) ? <LoadingStatus /> : null}
      {data ? (
        <>
          <div>
            <h3 className="mb-2 font-semibold">{t('backOffice.followUp.callsTitle')}</h3>
            {data.calls.length === 0 ? (
              <p className="text-sm text-slate-600">{t('backOffice.followUp.noCalls')}</p>
            ) : (
              <ol className="space-y-1 text-sm">
                {data.calls.map((call) => (
                  <li key={call.at} className="rounded-lg bg-slate-50 px-3 py-2">
                    <span className="font-medium">
                      {t(`backOffice.followUp.outcomes.${call.outcome}`)}
                    </span>{' '}
                    <span className="text-slate-600">
                      <Interpolated
                        i18nKey="backOffice.followUp.callBy"
                        values={{
                          date: <bdi>{formatDateTime(call.at)}</bdi>,
                          by: <bdi>{call.by}</bdi>,
                        }}
                      />
                    </span>
                    {call.note ? <p dir="auto">{call.note}</p> : null}
                  </li>
                ))}
              </ol>
            )}
          </div>
          {data.decision ? (
            <p
              role="status"
              className={`rounded-lg p-3 font-medium ${data.decision.decision === 'confirmed' ? 'bg-green-50 text-green-900' : 'bg-slate-100 text-slate-800'}`}
            >
              {data.decision.decision === 'confirmed' ? (
                <Interpolated
                  i18nKey="backOffice.followUp.confirmed"
                  values={{
                    policy: (
                      <bdi dir="ltr" className="whitespace-nowrap">
                        {data.decision.policyNumber}
                      </bdi>
                    ),
                    date: <bdi>{formatDate(data.decision.startDate ?? '')}</bdi>,
                  }}
                />
              ) : null}
              {data.decision.decision === 'confirmed' ? (
                <CoverPeriod decision={data.decision} />
              ) : (
                <Interpolated
                  i18nKey="backOffice.followUp.lost"
                  values={{ reason: <bdi>{data.decision.lostReason}</bdi> }}
                />
              )}
            </p>
          ) : (
            <>
              <CallForm quoteId={quoteId} />
              <div className="border-t border-slate-100 pt-4">
                <h3 className="mb-2 font-semibold">{t('backOffice.followUp.decisionTitle')}</h3>
                <DecisionForm quoteId={quoteId} />
              </div>
            </>
          )}
        </>
      ) : null}
    </section>
  );
}

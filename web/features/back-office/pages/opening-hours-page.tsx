import type { Path } from 'react-hook-form';
import { get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  openingHoursInputSchema,
  type AgencyOpeningHours,
  type OpeningDayInput,
  type OpeningHoursInput,
} from '../../../../domain/agency-day/opening-hours.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatLongDate, formatWeekday } from '../../../lib/format.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOpeningHours, useSaveOpeningHours } from '../api/opening-hours.ts';
import { Panel } from '../components/panel.tsx';

/** The form's days in a Moroccan week's order, Monday first (indexes as Date#getUTCDay). */
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;
/** The working days the Monday's hours may be copied to. */
const tuesdayToFriday = [2, 3, 4, 5] as const;
const times = ['morningStart', 'morningEnd', 'afternoonStart', 'afternoonEnd'] as const;

/**
 * The hours form: for each day a morning and an afternoon period (two empty times: not open
 * then), checked by the API's own schema; an issue goes under its time. Saved, the hours as
 * stored replace what was typed.
 */
function OpeningHoursForm({ data }: { data: AgencyOpeningHours }) {
  const { t } = useTranslation();
  const { form, submit, formError, pending } = useApiForm(
    openingHoursInputSchema,
    useSaveOpeningHours(),
    {
      values: data.hours,
      resetOptions: { keepDirtyValues: true },
      onSuccess: (saved, _values, saving) => {
        saving.reset(saved.hours);
        toast.success(t('agencyDay.openingHours.saved'));
      },
      invalidMessage: t('errors.validationFailed'),
    },
  );
  const { errors } = form.formState;
  const errorOf = (path: string) =>
    fieldMessage(t, (get(errors, path) as { message?: string } | undefined)?.message);
  const copyMonday = () => {
    const monday: OpeningDayInput = form.getValues('days.1');
    for (const day of tuesdayToFriday)
      form.setValue(`days.${day}`, { ...monday }, { shouldDirty: true });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Panel id="opening-week" title={t('agencyDay.openingHours.weekTitle')}>
        <p className="text-sm text-slate-700">{t('agencyDay.openingHours.weekHelp')}</p>
        <div className="divide-y divide-slate-200">
          {weekOrder.map((day) => {
            const name = formatWeekday(day);
            return (
              <fieldset key={day} className="grid gap-3 py-4 sm:grid-cols-[8rem_1fr]">
                <legend className="float-start font-semibold capitalize text-slate-900 sm:pt-7">
                  {name}
                </legend>
                <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                  {times.map((time) => {
                    const path = `days.${day}.${time}` as Path<OpeningHoursInput>;
                    return (
                      <TextField
                        key={time}
                        type="time"
                        dir="ltr"
                        label={t(`agencyDay.openingHours.${time}`)}
                        aria-label={`${name} — ${t(`agencyDay.openingHours.${time}`)}`}
                        error={errorOf(path)}
                        {...form.register(path)}
                      />
                    );
                  })}
                </div>
              </fieldset>
            );
          })}
        </div>
        <Button type="button" variant="secondary" onClick={copyMonday}>
          {t('agencyDay.openingHours.copyMonday')}
        </Button>
      </Panel>
      <FormAlert message={formError} />
      <div className="flex justify-end">
        <Button type="submit" loading={pending}>
          {t('agencyDay.openingHours.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Horaires (docs/product/agency-day.md "Opening hours and public holidays"), agency managers
 * only (the server answers 404 to anyone else changing them): the week's opening hours a
 * call-back's 2 working hours are counted in, and the public holidays of the next 12 months,
 * on which no working time runs.
 */
export default function OpeningHoursPage() {
  const { t } = useTranslation();
  const title = t('agencyDay.openingHours.title');
  usePageTitle(title);
  const hours = useOpeningHours();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-slate-600">{t('agencyDay.openingHours.intro')}</p>
        {hours.data?.isDefault ? (
          <p className="mt-2 text-sm text-slate-700">{t('agencyDay.openingHours.isDefault')}</p>
        ) : null}
      </div>
      {hours.isError ? (
        <p role="alert" className="text-red-800">
          {t('agencyDay.openingHours.loadFailed')}{' '}
          <Button variant="ghost" onClick={() => void hours.refetch()}>
            {t('backOffice.retry')}
          </Button>
        </p>
      ) : null}
      {hours.data ? (
        <>
          <OpeningHoursForm data={hours.data} />
          <Panel id="opening-holidays" title={t('agencyDay.openingHours.holidaysTitle')}>
            <p className="text-sm text-slate-700">{t('agencyDay.openingHours.holidaysHelp')}</p>
            <ul className="divide-y divide-slate-200">
              {hours.data.holidays.map((holiday) => (
                <li key={holiday.day} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="font-medium text-slate-900">{holiday.name}</span>
                  <span className="text-slate-700">{formatLongDate(holiday.day)}</span>
                </li>
              ))}
            </ul>
          </Panel>
        </>
      ) : null}
    </div>
  );
}

import { useMemo, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { tariffModes, type AgencyTariff } from '../../../../domain/tariffs/api.ts';
import { tariffFuels } from '../../../../domain/tariffs/fuels.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useAgencyTariff, useSaveTariff } from '../api/tariff.ts';
import { TariffBandsFields } from '../components/tariff-bands-fields.tsx';
import { TariffPremiumsFields } from '../components/tariff-premiums-fields.tsx';
import {
  formFieldsOf,
  tariffFormSchema,
  tariffFormValues,
  type TariffFormValues,
} from '../lib/tariff-form.ts';
import { tariffFieldError } from '../lib/tariff-message.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { awaitsData } from '../../../lib/awaits-data.ts';

const card = 'space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/** A section of the form, as a card with its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The Barème form over the agency's current grid: the mode, the RC bands of each fuel, the
 * driver surcharges, each guarantee level's premium and age limit, the policy fees. Amounts in
 * DH and rates in % as typed (decimal comma or point, Arabic digits), checked by the API's own
 * rules before sending; an issue the server finds goes under the field it names. A saved grid
 * becomes the page's data, so the form shows it as the server stored it.
 */
function TariffForm({ tariff }: { tariff: AgencyTariff }) {
  const { t } = useTranslation();
  // Numbers are written with the language's decimal separator.
  const language = currentLanguage();
  const values = useMemo(() => tariffFormValues(tariff, language), [tariff, language]);
  const { form, submit, formError, pending } = useApiForm(tariffFormSchema, useSaveTariff(), {
    values,
    // Read again (a language switch refetches it): what was typed meanwhile stays.
    resetOptions: { keepDirtyValues: true },
    onSuccess: (saved, _values, saving) => {
      // The grid as stored, in its order, replaces what was typed.
      saving.reset(tariffFormValues(saved, currentLanguage()));
      toast.success(t('tariffs.saved', { number: saved.version?.number ?? '' }));
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const typed: TariffFormValues = form.getValues();
      for (const [path, message] of Object.entries(error.fields))
        for (const field of formFieldsOf(path, typed))
          form.setError(field as Path<TariffFormValues>, { type: 'server', message });
    },
    invalidMessage: t('errors.validationFailed'),
  });
  const { errors } = form.formState;
  const error = (path: string) => tariffFieldError(t, errors, path);
  const modeError = error('mode');
  const percentField = (name: 'youngDriverSurcharge' | 'newLicenceSurcharge', label: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      error={error(name)}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <fieldset className={card}>
        <legend className="float-start mb-2 w-full text-lg font-bold">
          {t('tariffs.modeTitle')}
        </legend>
        <div className="clear-both space-y-2">
          {tariffModes.map((mode) => (
            <label
              key={mode}
              className="flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-700"
            >
              <input
                type="radio"
                value={mode}
                className="mt-1 size-4 shrink-0 accent-brand-700"
                aria-describedby={`mode-${mode}-help${modeError ? ' mode-error' : ''}`}
                aria-invalid={modeError ? true : undefined}
                {...form.register('mode')}
              />
              <span>
                <span className="block font-semibold text-slate-900">
                  {t(`tariffs.modes.${mode}`)}
                </span>
                <span id={`mode-${mode}-help`} className="block text-sm text-slate-700">
                  {t(`tariffs.modeHelp.${mode}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {modeError ? (
          <p id="mode-error" className="text-sm text-red-700">
            {modeError}
          </p>
        ) : null}
      </fieldset>

      <Section id="tariff-rc" title={t('tariffs.rcTitle')}>
        <p className="text-sm text-slate-700">{t('tariffs.rcIntro')}</p>
        <div className="grid gap-6">
          {tariffFuels.map((fuel) => (
            <TariffBandsFields key={fuel} form={form} fuel={fuel} />
          ))}
        </div>
      </Section>

      <Section id="tariff-surcharges" title={t('tariffs.surchargesTitle')}>
        <p className="text-sm text-slate-700">{t('tariffs.surchargesHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          {percentField('youngDriverSurcharge', t('tariffs.youngDriver'))}
          {percentField('newLicenceSurcharge', t('tariffs.newLicence'))}
        </div>
      </Section>

      <Section id="tariff-guarantees" title={t('tariffs.guaranteesTitle')}>
        <p className="text-sm text-slate-700">{t('tariffs.guaranteesIntro')}</p>
        <TariffPremiumsFields form={form} />
      </Section>

      <Section id="tariff-fees" title={t('tariffs.feesTitle')}>
        <TextField
          className="max-w-xs"
          label={t('tariffs.policyFees')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          error={error('policyFees')}
          {...form.register('policyFees')}
        />
      </Section>

      <div className="space-y-3">
        <FormAlert message={formError} />
        <div className="flex justify-end">
          <Button type="submit" loading={pending}>
            {t('tariffs.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * Barème (docs/product/tariffs.md), agency managers only (the server answers 404 to anyone
 * else): how the agency's grid is used and the grid itself, with its current version. Before
 * the first save, the grid shown is the reference grid.
 */
export default function TariffPage() {
  const { t } = useTranslation();
  const tariff = useAgencyTariff();
  usePageTitle(t('tariffs.title'));
  const version = tariff.data?.version;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('tariffs.title')}</h1>
        {tariff.data ? (
          <p data-testid="tariff-version" className="mt-1 text-sm font-medium text-slate-800">
            {version
              ? t('tariffs.version', {
                  number: version.number,
                  date: formatDate(version.createdAt),
                })
              : t('tariffs.neverSaved')}
          </p>
        ) : null}
        <p className="mt-2 max-w-3xl text-slate-700">{t('tariffs.intro')}</p>
      </div>
      {awaitsData(tariff) ? <LoadingStatus /> : null}
      {tariff.isError ? (
        <p role="alert" className="text-red-800">
          {t('backOffice.loadFailed')}
        </p>
      ) : null}
      {tariff.data ? <TariffForm tariff={tariff.data} /> : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { todayInMorocco } from '../../../../domain/dates.ts';
import type { Levies } from '../../../../domain/tariffs/levies.ts';
import { isoDateSchema } from '../../../../domain/validation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useLevies, useSaveLevies } from '../api/levies.ts';
import { parsePercentBp, percentText } from '../lib/tariff-form.ts';

/** A rate typed in % (`14`, `1,3`, Arabic digits) → basis points, at most 100 %. */
const percentField = z.string().transform((text, ctx) => {
  const bp = parsePercentBp(text);
  if (bp === null || bp > 10_000) {
    ctx.addIssue({ code: 'custom', message: text.trim() === '' ? 'required' : 'invalidValue' });
    return z.NEVER;
  }
  return bp;
});

/** The form: a date and three rates in %, sent as `Levies` (basis points). */
const leviesFormSchema = z
  .object({
    effectiveFrom: isoDateSchema,
    contractTax: percentField,
    fgacContribution: percentField,
    fsecLevy: percentField,
  })
  .transform((form): Levies => ({
    effectiveFrom: form.effectiveFrom,
    contractTaxBp: form.contractTax,
    fgacContributionBp: form.fgacContribution,
    fsecLevyBp: form.fsecLevy,
  }));

/**
 * Taxes et contributions (platform admin): the versions of the tax on insurance contracts and the
 * FGAC and FSEC levies that every agency's grid applies, and a new version from a date (today or
 * later). The form starts from the latest version's rates.
 */
export function LeviesPanel() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const levies = useLevies();
  const versions = levies.data?.versions ?? [];
  const latest = versions.at(-1);
  const save = useSaveLevies();
  const { form, submit, formError, pending } = useApiForm(leviesFormSchema, save, {
    values: {
      effectiveFrom: todayInMorocco(),
      contractTax: latest ? percentText(latest.contractTaxBp, language) : '',
      fgacContribution: latest ? percentText(latest.fgacContributionBp, language) : '',
      fsecLevy: latest ? percentText(latest.fsecLevyBp, language) : '',
    },
    resetOptions: { keepDirtyValues: true },
    onSuccess: (_answer, values) => {
      toast.success(t('levies.saved', { date: formatDate(values.effectiveFrom) }));
    },
  });
  const errors = form.formState.errors;
  const rate = (bp: number) => `${percentText(bp, language)} %`;
  return (
    <section aria-labelledby="levies-title" className="space-y-3">
      <h2 id="levies-title" className="text-lg font-semibold">
        {t('levies.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('levies.intro')}</p>
      {levies.isError ? (
        <p role="alert" className="text-red-800">
          {t('backOffice.loadFailed')}
        </p>
      ) : null}
      {versions.length > 0 ? (
        // Scrolls sideways on a narrow screen: focusable and named, so a keyboard can scroll it.
        <div
          role="region"
          aria-label={t('levies.versions')}
          tabIndex={0}
          className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{t('levies.versions')}</caption>
            <thead>
              <tr className="text-start">
                <th scope="col" className="p-2 text-start">
                  {t('levies.effectiveFrom')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('levies.contractTax')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('levies.fgacContribution')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('levies.fsecLevy')}
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.effectiveFrom} className="border-t border-slate-100">
                  <td className="p-2">{formatDate(version.effectiveFrom)}</td>
                  <td className="p-2">{rate(version.contractTaxBp)}</td>
                  <td className="p-2">{rate(version.fgacContributionBp)}</td>
                  <td className="p-2">{rate(version.fsecLevyBp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <FormAlert message={formError} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            type="date"
            label={t('levies.effectiveFrom')}
            min={todayInMorocco()}
            error={fieldMessage(t, errors.effectiveFrom?.message)}
            {...form.register('effectiveFrom')}
          />
          <TextField
            inputMode="decimal"
            label={`${t('levies.contractTax')} (%)`}
            error={fieldMessage(t, errors.contractTax?.message)}
            {...form.register('contractTax')}
          />
          <TextField
            inputMode="decimal"
            label={`${t('levies.fgacContribution')} (%)`}
            error={fieldMessage(t, errors.fgacContribution?.message)}
            {...form.register('fgacContribution')}
          />
          <TextField
            inputMode="decimal"
            label={`${t('levies.fsecLevy')} (%)`}
            error={fieldMessage(t, errors.fsecLevy?.message)}
            {...form.register('fsecLevy')}
          />
        </div>
        <p className="text-sm text-slate-700">{t('levies.dateHelp')}</p>
        <Button type="submit" loading={pending}>
          {t('levies.save')}
        </Button>
      </form>
    </section>
  );
}

import { useEffect, useId } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { hasClaims, last12MonthsFields, type ClaimHistoryField } from './claim-history.ts';

/** The values of a form holding the claim-history questions (as typed, or as last answered). */
type ClaimHistoryValues = FieldValues & Partial<Record<ClaimHistoryField, unknown>>;

/**
 * The optional bonus-malus questions of step 2 (docs/product/tariffs.md "Bonus-malus"): at-fault
 * claims in the last 24 months and, when there was one, how many of the last 12 months had
 * material damage only or injuries; months insured without interruption. Text inputs, not
 * number ones: a number field refuses the Arabic-Indic digits the schema reads. Hiding the
 * 12-month questions empties them, so that an answer no longer shown is not sent. Used by the
 * driver step and by the renewal's re-compare, whose forms both hold these four fields.
 */
export function ClaimHistoryFields<Values extends ClaimHistoryValues, Parsed>({
  form: anyForm,
}: {
  form: UseFormReturn<Values, unknown, Parsed>;
}) {
  // Only the four claim-history fields are read and written here, which every such form holds.
  const form = anyForm as unknown as UseFormReturn<ClaimHistoryValues>;
  const { t } = useTranslation();
  const helpId = useId();
  const atFault = useWatch({ control: form.control, name: 'atFaultClaimsLast24Months' });
  const revealed = hasClaims(atFault);

  useEffect(() => {
    if (revealed) return;
    let cleared = false;
    for (const name of last12MonthsFields) {
      const value = form.getValues(name);
      if (value === '' || value === null || value === undefined) continue;
      form.setValue(name, '');
      cleared = true;
    }
    // Messages show after the first submit: the check across the three answers then reads
    // the emptied ones at once.
    if (cleared && form.formState.isSubmitted) void form.trigger('atFaultClaimsLast24Months');
  }, [revealed, form]);

  const count = (name: ClaimHistoryField, hint?: string) => {
    const error = form.formState.errors[name]?.message;
    return (
      <TextField
        {...form.register(name)}
        label={t(`instantPrices.claims.${name}`)}
        error={fieldMessage(t, typeof error === 'string' ? error : undefined)}
        hint={hint}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
      />
    );
  };

  return (
    <fieldset
      aria-describedby={helpId}
      className="space-y-4 rounded-xl border border-slate-200 p-4"
    >
      <legend className="px-1 font-semibold">{t('instantPrices.claims.legend')}</legend>
      <p id={helpId} className="text-sm text-slate-700">
        {t('instantPrices.claims.help')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {count('atFaultClaimsLast24Months', t('instantPrices.claims.atFaultHint'))}
        {revealed ? (
          <fieldset className="border-s-2 border-slate-200 ps-4 sm:col-span-2">
            <legend className="mb-2 text-sm font-medium text-slate-800">
              {t('instantPrices.claims.last12Months')}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {last12MonthsFields.map((name) => (
                <div key={name}>{count(name)}</div>
              ))}
            </div>
          </fieldset>
        ) : null}
        {count('monthsInsuredWithoutInterruption', t('instantPrices.claims.monthsHint'))}
      </div>
    </fieldset>
  );
}
